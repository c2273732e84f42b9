import type { ReactNode } from 'react'
import classes from './summary-layout.module.css'

interface SummaryLayoutProps {
  /** The page's own column: the cart's lines, a checkout step. */
  readonly main: ReactNode
  /** The money side: beside the main column from 62em, where it stays in view; below it otherwise. */
  readonly summary: ReactNode
  /**
   * In one column, put the summary first. It moves in the DOM too, so reading order matches what
   * is seen; two columns keep it on the right either way.
   */
  readonly summaryFirst?: boolean
}

/** The cart's and the checkout's layout: a main column with an order summary beside or below it. */
export function SummaryLayout({ main, summary, summaryFirst = false }: SummaryLayoutProps) {
  // keyed, so that a change of order moves the two nodes rather than rebuilding them
  const mainColumn = (
    <div key="main" className={classes.main}>
      {main}
    </div>
  )
  const summaryColumn = (
    <div key="summary" className={classes.summary}>
      {summary}
    </div>
  )
  return <div className={classes.layout}>{summaryFirst ? [summaryColumn, mainColumn] : [mainColumn, summaryColumn]}</div>
}

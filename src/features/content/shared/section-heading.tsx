import type { ReactNode } from 'react'
import content from '../content.module.css'

export interface SectionHeadingProps {
  /** Used by the section's aria-labelledby. */
  readonly id: string
  readonly title: string
  readonly eyebrow?: string
  readonly lead?: ReactNode
  readonly centered?: boolean
  /** Heading level: 2 on the landing, where the hero holds the h1. */
  readonly level?: 1 | 2
}

/** A section's small overline, title and lead paragraph. */
export function SectionHeading({ id, title, eyebrow, lead, centered = false, level = 2 }: SectionHeadingProps) {
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <div className={centered ? content.headingCentered : undefined}>
      {eyebrow ? <p className={content.eyebrow}>{eyebrow}</p> : null}
      <Heading id={id} className={content.sectionTitle}>
        {title}
      </Heading>
      {lead ? <p className={content.lead}>{lead}</p> : null}
    </div>
  )
}

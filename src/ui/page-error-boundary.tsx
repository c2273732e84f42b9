import { UnstyledButton } from '@mantine/core'
import { Component, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import buttons from './chrome-buttons.module.css'
import styles from './page-error.module.css'

/**
 * A friendly message in place of a blank screen when a page throws or its code fails to load
 * (for instance a chunk removed by a newer deploy: reloading fetches the new one).
 */
function ErrorMessage() {
  return (
    <div className={styles.message}>
      <h1 className={styles.title}>Something went wrong</h1>
      <p className={styles.text}>This page could not be shown. Please try again; if it keeps happening, come back in a little while.</p>
      <div className={styles.actions}>
        <UnstyledButton className={`${buttons.button} ${buttons.filled}`} onClick={() => window.location.reload()}>
          Try again
        </UnstyledButton>
        <Link className={`${styles.home} mantine-focus-auto`} to="/">
          Go to Home
        </Link>
      </div>
    </div>
  )
}

interface Props {
  /** The error is dropped when this changes (the address), so another page can render; without it, never. */
  readonly resetKey?: string
  /** `page`: inside a layout that already has a <main>; `root`: the whole screen, with its own. */
  readonly scope?: 'page' | 'root'
  readonly children: ReactNode
}

interface State {
  readonly failed: boolean
  readonly resetKey: string | undefined
}

/** Catches a render error below it and shows the message instead. */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey }
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children
    return this.props.scope === 'root' ? (
      <main>
        <ErrorMessage />
      </main>
    ) : (
      <ErrorMessage />
    )
  }
}

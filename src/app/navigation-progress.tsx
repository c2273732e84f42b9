import { useSyncExternalStore } from 'react'
import { pendingPageLoads, subscribePageLoads } from '../ui/page-loads'
import classes from './navigation-progress.module.css'

/**
 * A thin bar across the top while the next page's code loads. It floats over the page (fixed
 * position), so it never pushes content around.
 */
export function NavigationProgress() {
  // a server-rendered page is drawn with its code in: no bar (nor in its hydration render)
  const loading = useSyncExternalStore(subscribePageLoads, pendingPageLoads, () => 0) > 0
  if (!loading) return null
  return <div className={classes.bar} role="progressbar" aria-label="Loading page" />
}

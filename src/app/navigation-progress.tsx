import { useNavigation } from 'react-router-dom'
import classes from './navigation-progress.module.css'

/**
 * A thin bar across the top while the next page's code loads. It floats over the page (fixed
 * position), so it never pushes content around.
 */
export function NavigationProgress() {
  const navigation = useNavigation()
  if (navigation.state === 'idle') return null
  return <div className={classes.bar} role="progressbar" aria-label="Loading page" />
}

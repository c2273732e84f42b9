import { Link } from 'react-router-dom'
import { MARK_SIZE, WORDMARK_SIZE, brandAssets } from '../../ui/brand'
import { mediaQueries } from '../../ui/breakpoints'
import classes from './header.module.css'

/**
 * The wordmark, swapped for the weave mark alone below 700 px (SPEC 2). <picture> lets the
 * browser pick before it paints; the CSS gives each its box, so the header never reflows.
 */
export function HeaderLogo() {
  return (
    <Link to="/" className={classes.logoLink}>
      <picture>
        <source media={mediaQueries.below700} srcSet={brandAssets.mark} width={MARK_SIZE.width} height={MARK_SIZE.height} />
        <img
          src={brandAssets.wordmark}
          width={WORDMARK_SIZE.width}
          height={WORDMARK_SIZE.height}
          alt="Tanabana home"
          className={classes.logo}
          fetchPriority="high"
        />
      </picture>
    </Link>
  )
}

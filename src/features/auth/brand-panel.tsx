import { Link } from 'react-router-dom'
import classes from './auth-layout.module.css'

/*
 * The wide-screen brand panel: a woven ground and three fabric swatches drawn in SVG (no image
 * downloads), with the storefront's own claims (SPEC 1). The cloth is decoration, hidden from
 * assistive technology; the words are not.
 */

function WeaveGround() {
  return (
    <svg className={classes.weave} aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice">
      <defs>
        {/* plain weave: each weft thread passes over one warp thread and under the next */}
        <pattern id="auth-weave" width="24" height="24" patternUnits="userSpaceOnUse">
          <rect width="24" height="24" fill="#1C2152" />
          <rect x="1" y="0" width="10" height="24" fill="#242A66" />
          <rect x="13" y="0" width="10" height="24" fill="#242A66" />
          <rect x="0" y="1" width="12" height="10" fill="#2B3275" />
          <rect x="12" y="13" width="12" height="10" fill="#2B3275" />
          <rect x="0" y="5.5" width="24" height="1" fill="#333C8C" opacity="0.5" />
        </pattern>
        <linearGradient id="auth-weave-fade" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1C2152" stopOpacity="0.92" />
          <stop offset="0.55" stopColor="#1C2152" stopOpacity="0.55" />
          <stop offset="1" stopColor="#1C2152" stopOpacity="0.15" />
        </linearGradient>
      </defs>
      <rect width="100%" height="100%" fill="url(#auth-weave)" />
      <rect width="100%" height="100%" fill="url(#auth-weave-fade)" />
      {/* a turmeric thread run through the cloth */}
      <rect x="0" y="84%" width="100%" height="3" fill="#EBB534" opacity="0.5" />
    </svg>
  )
}

function IkatSwatch() {
  return (
    <svg viewBox="0 0 190 140" aria-hidden="true" focusable="false">
      <defs>
        <pattern id="auth-ikat" width="38" height="46" patternUnits="userSpaceOnUse">
          <rect width="38" height="46" fill="#B33A28" />
          <path d="M19 3 L34 23 L19 43 L4 23 Z" fill="#FBF8F3" />
          <path d="M19 11 L28 23 L19 35 L10 23 Z" fill="#282F70" />
          <path d="M19 18 L23 23 L19 28 L15 23 Z" fill="#EBB534" />
        </pattern>
      </defs>
      <rect width="190" height="140" fill="url(#auth-ikat)" />
    </svg>
  )
}

function MadrasSwatch() {
  return (
    <svg viewBox="0 0 190 140" aria-hidden="true" focusable="false">
      <defs>
        <pattern id="auth-madras" width="48" height="48" patternUnits="userSpaceOnUse">
          <rect width="48" height="48" fill="#F3C75A" />
          <rect x="0" y="0" width="14" height="48" fill="#3F4AA8" opacity="0.75" />
          <rect x="0" y="0" width="48" height="14" fill="#3F4AA8" opacity="0.75" />
          <rect x="30" y="0" width="4" height="48" fill="#B33A28" opacity="0.85" />
          <rect x="0" y="30" width="48" height="4" fill="#B33A28" opacity="0.85" />
          <rect x="40" y="0" width="1.5" height="48" fill="#FBF8F3" />
          <rect x="0" y="40" width="48" height="1.5" fill="#FBF8F3" />
        </pattern>
      </defs>
      <rect width="190" height="140" fill="url(#auth-madras)" />
    </svg>
  )
}

function BlockPrintSwatch() {
  return (
    <svg viewBox="0 0 190 140" aria-hidden="true" focusable="false">
      <defs>
        <pattern id="auth-block" width="32" height="32" patternUnits="userSpaceOnUse">
          <rect width="32" height="32" fill="#FBF8F3" />
          <circle cx="16" cy="16" r="7" fill="none" stroke="#333C8C" strokeWidth="2" />
          <circle cx="16" cy="16" r="2.5" fill="#B33A28" />
          <circle cx="0" cy="0" r="3" fill="#333C8C" />
          <circle cx="32" cy="0" r="3" fill="#333C8C" />
          <circle cx="0" cy="32" r="3" fill="#333C8C" />
          <circle cx="32" cy="32" r="3" fill="#333C8C" />
        </pattern>
      </defs>
      <rect width="190" height="140" fill="url(#auth-block)" />
    </svg>
  )
}

export function BrandPanel() {
  return (
    <aside className={classes.brand} aria-label="About Tanabana">
      <WeaveGround />
      <Link to="/">
        <img src="/brand/tanabana-wordmark-light.svg" alt="Tanabana home" width={174} height={39} />
      </Link>

      <div className={classes.brandCopy}>
        <p className={classes.brandHeadline}>Fabric and yarn, straight from the loom.</p>
        <p className={classes.brandText}>
          Source cotton, silk, linen, furnishing fabrics and yarn for your business from one trading house, weaving
          since 1970.
        </p>
        <ul className={classes.claims}>
          <li>Free shipping on orders above $200</li>
          <li>30-day money-back guarantee</li>
          <li>Phone and email support round the clock</li>
        </ul>
      </div>

      <div className={classes.swatches} aria-hidden="true">
        <div className={classes.swatch}>
          <MadrasSwatch />
        </div>
        <div className={classes.swatch}>
          <IkatSwatch />
        </div>
        <div className={classes.swatch}>
          <BlockPrintSwatch />
        </div>
      </div>

      <p className={classes.brandFoot}>Tana-bana: the warp and the weft.</p>
    </aside>
  )
}

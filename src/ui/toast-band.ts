/**
 * Where toasts appear (src/app/toast-viewport.tsx): a band across the top of the window, over
 * the site's sticky header (76 px and its woven edge; 64 px on a phone), the auth screens' brand
 * bar, or the dimmed page above a popup. Those hold no heading and no form field, and the phone's
 * bottom navbar stays clear. A toast is one compact line, so it stays within the band; a
 * popup that fills a phone's screen starts below it, so no toast covers its title or controls.
 */
export const TOAST_BAND = {
  /** From the top of the window to a toast's top edge, in px. */
  top: 8,
  /** A one-line toast's height, in px (its close button is 28 px, a touch target kept whole). */
  height: 40,
} as const

/** Where the band ends: content placed below this line is never covered by a one-line toast. */
export const TOAST_BAND_BOTTOM = TOAST_BAND.top + TOAST_BAND.height

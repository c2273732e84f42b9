/** Static brand artwork in public/brand (served from the app's base URL, so any deploy path works). */
const base = import.meta.env.BASE_URL

export const brandAssets = {
  /** The full 'Tanabana' wordmark with its weave mark, for light backgrounds (232 x 52). */
  wordmark: `${base}brand/tanabana-wordmark.svg`,
  /** The same wordmark in cotton and turmeric, for the indigo footer (232 x 52). */
  wordmarkLight: `${base}brand/tanabana-wordmark-light.svg`,
  /** The weave mark alone: the small logo and the favicon (44 x 44). */
  mark: `${base}brand/tanabana-mark.svg`,
} as const

export const WORDMARK_SIZE = { width: 232, height: 52 } as const
export const MARK_SIZE = { width: 44, height: 44 } as const

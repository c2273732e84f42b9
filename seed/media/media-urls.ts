/*
 * Addresses of the store's pictures. They are same-origin paths, because nothing here can reach
 * an image host and a store with broken images is broken: the fake backend's MSW media handlers
 * answer them in mock mode, and the real server serves the same pictures under the same prefix.
 */

import { MEDIA_PREFIX, UPLOAD_PREFIX } from '../../contracts/picture-sizes'

export { MEDIA_PREFIX }

/** A generated fabric swatch: the pattern, the variety's colour (hex without '#') and a variant number. */
export function swatchUrl(pattern: string, hex: string, variant: number): string {
  return `${MEDIA_PREFIX}/swatch/${pattern.toLowerCase()}/${hex.replace('#', '').toLowerCase()}/${variant}.svg`
}

/** A generated avatar with the person's initials. */
export function avatarUrl(name: string): string {
  return `${MEDIA_PREFIX}/avatar/${encodeURIComponent(name)}.svg`
}

/** A picture someone uploaded (profile or review). */
export function uploadUrl(id: string): string {
  return `${UPLOAD_PREFIX}/${id}`
}

/** The upload id in an address uploadUrl made; null for any other address (a generated avatar, say). */
export function uploadIdOf(url: string): string | null {
  const prefix = uploadUrl('')
  return url.startsWith(prefix) && url.length > prefix.length ? url.slice(prefix.length) : null
}

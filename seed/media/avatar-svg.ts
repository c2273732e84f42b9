import { hueOf } from './svg-colour'

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c)

/** Up to two initials, letters only, so the picture never carries markup from the URL. */
export function initialsOf(name: string): string {
  const words = name.match(/\p{L}+/gu) ?? []
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1)
  return letters.map((w) => (w ?? '').charAt(0).toUpperCase()).join('') || '?'
}

/** A round avatar with the person's initials on a colour taken from their name. */
export function avatarSvg(name: string): string {
  const hue = hueOf(name)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">` +
    `<circle cx="64" cy="64" r="64" fill="hsl(${hue} 45% 38%)"/>` +
    `<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="52" ` +
    `font-weight="600" fill="#fff">${escapeXml(initialsOf(name))}</text></svg>`
  )
}

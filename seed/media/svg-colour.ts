/** Small colour and randomness helpers for the generated pictures. */

export function parseHex(hex: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex)
  if (!match?.[1]) return null
  const value = Number.parseInt(match[1], 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

/** Mixes a colour toward white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const rgb = parseHex(hex) ?? [128, 128, 128]
  const target = amount > 0 ? 255 : 0
  const t = Math.min(1, Math.abs(amount))
  const mixed = rgb.map((c) => Math.round(c + (target - c) * t))
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`
}

/** Relative lightness 0..1, to pick a readable contrast colour. */
export function lightness(hex: string): number {
  const [r, g, b] = parseHex(hex) ?? [128, 128, 128]
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255
}

function hashOf(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

/** A repeatable random sequence (mulberry32) from a text seed: same URL, same picture. */
export function randomFrom(seed: string): () => number {
  let state = hashOf(seed)
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const hueOf = (text: string): number => hashOf(text) % 360

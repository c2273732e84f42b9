import { lightness, randomFrom, shade } from './svg-colour'

/*
 * Fabric swatches drawn as SVG: a plain-weave texture under a motif (stripes, checks,
 * herringbone, florals, dobby diamonds or a print) in the variety's colour, with a soft fold
 * of light across the cloth. 400×500 (the 4:5 of product cards), a few KB each.
 */

export const SWATCH_WIDTH = 400
export const SWATCH_HEIGHT = 500

const round = (n: number) => Math.round(n * 10) / 10

type Motif = (base: string, random: () => number, rotate: number) => { defs: string; body: string }

const weave = (base: string, scale: number) => {
  const dark = shade(base, -0.35)
  const light = shade(base, 0.3)
  const s = round(3 * scale)
  return (
    `<pattern id="weave" width="${2 * s}" height="${2 * s}" patternUnits="userSpaceOnUse">` +
    `<rect width="${s}" height="${s}" fill="${dark}" opacity=".22"/>` +
    `<rect x="${s}" y="${s}" width="${s}" height="${s}" fill="${dark}" opacity=".22"/>` +
    `<rect x="${s}" width="${s}" height="${s}" fill="${light}" opacity=".16"/></pattern>`
  )
}

const plain: Motif = (base, random) => {
  // slub yarn: a few thicker, lighter threads across the weft
  const slubs = Array.from({ length: 9 }, () => {
    const y = round(random() * SWATCH_HEIGHT)
    const x = round(random() * 200)
    return `<rect x="${x}" y="${y}" width="${round(80 + random() * 220)}" height="1.6" fill="${shade(base, 0.35)}" opacity=".35"/>`
  }).join('')
  return { defs: '', body: slubs }
}

const striped: Motif = (base, random, rotate) => {
  const accent = lightness(base) > 0.6 ? shade(base, -0.55) : shade(base, 0.6)
  const wide = round(18 + random() * 26)
  const thin = round(3 + random() * 5)
  const period = round(wide * 2 + thin * 2)
  return {
    defs:
      `<pattern id="motif" width="${period}" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(${rotate})">` +
      `<rect width="${wide}" height="10" fill="${shade(base, -0.18)}" opacity=".7"/>` +
      `<rect x="${wide + thin}" width="${thin}" height="10" fill="${accent}" opacity=".85"/></pattern>`,
    body: `<rect width="100%" height="100%" fill="url(#motif)"/>`,
  }
}

const checked: Motif = (base, random, rotate) => {
  const accent = lightness(base) > 0.6 ? shade(base, -0.5) : shade(base, 0.55)
  const size = round(36 + random() * 40)
  const band = round(size / 2)
  return {
    defs:
      `<pattern id="motif" width="${size}" height="${size}" patternUnits="userSpaceOnUse" patternTransform="rotate(${rotate})">` +
      `<rect width="${band}" height="${size}" fill="${accent}" opacity=".35"/>` +
      `<rect width="${size}" height="${band}" fill="${accent}" opacity=".35"/>` +
      `<rect x="${round(size * 0.75)}" width="2" height="${size}" fill="${shade(base, -0.5)}" opacity=".5"/></pattern>`,
    body: `<rect width="100%" height="100%" fill="url(#motif)"/>`,
  }
}

const herringbone: Motif = (base, random, rotate) => {
  const dark = shade(base, -0.4)
  const light = shade(base, 0.35)
  const w = round(14 + random() * 10)
  const h = round(w / 2)
  return {
    defs:
      `<pattern id="motif" width="${2 * w}" height="${h}" patternUnits="userSpaceOnUse" patternTransform="rotate(${rotate})">` +
      `<path d="M0 ${h}L${w} 0M${w} 0L${2 * w} ${h}" stroke="${dark}" stroke-width="${round(h * 0.45)}" opacity=".55"/>` +
      `<path d="M0 0L${w} ${h}" stroke="${light}" stroke-width="1" opacity=".35"/></pattern>`,
    body: `<rect width="100%" height="100%" fill="url(#motif)"/>`,
  }
}

const flower = (x: number, y: number, r: number, petal: string, centre: string, turn: number) => {
  const petals = Array.from(
    { length: 5 },
    (_, i) =>
      `<ellipse cx="0" cy="${round(-r)}" rx="${round(r * 0.55)}" ry="${round(r)}" transform="rotate(${round(i * 72 + turn)})"/>`,
  ).join('')
  return (
    `<g transform="translate(${round(x)} ${round(y)})"><g fill="${petal}" opacity=".8">${petals}</g>` +
    `<circle r="${round(r * 0.42)}" fill="${centre}"/></g>`
  )
}

const floral: Motif = (base, random) => {
  const light = lightness(base) > 0.6
  const petal = light ? shade(base, -0.45) : shade(base, 0.55)
  const centre = light ? shade(base, -0.7) : shade(base, 0.85)
  const leaf = shade(base, light ? -0.3 : 0.25)
  const flowers = Array.from({ length: 12 }, () => {
    const x = random() * SWATCH_WIDTH
    const y = random() * SWATCH_HEIGHT
    const r = 12 + random() * 16
    const leafAngle = round(random() * 360)
    return (
      `<ellipse cx="${round(x + r * 1.4)}" cy="${round(y)}" rx="${round(r * 0.9)}" ry="${round(r * 0.35)}" ` +
      `fill="${leaf}" opacity=".6" transform="rotate(${leafAngle} ${round(x)} ${round(y)})"/>` +
      flower(x, y, r, petal, centre, random() * 72)
    )
  }).join('')
  return { defs: '', body: flowers }
}

const dobby: Motif = (base, random, rotate) => {
  const accent = lightness(base) > 0.6 ? shade(base, -0.45) : shade(base, 0.5)
  const s = round(16 + random() * 14)
  const half = round(s / 2)
  return {
    defs:
      `<pattern id="motif" width="${s}" height="${s}" patternUnits="userSpaceOnUse" patternTransform="rotate(${rotate})">` +
      `<path d="M${half} 2L${s - 2} ${half}L${half} ${s - 2}L2 ${half}Z" fill="none" stroke="${accent}" stroke-width="1.6" opacity=".6"/>` +
      `<circle cx="${half}" cy="${half}" r="1.6" fill="${accent}" opacity=".7"/></pattern>`,
    body: `<rect width="100%" height="100%" fill="url(#motif)"/>`,
  }
}

const printed: Motif = (base, random, rotate) => {
  const accent = lightness(base) > 0.6 ? shade(base, -0.5) : shade(base, 0.6)
  const s = round(34 + random() * 24)
  const r = round(s * (0.12 + random() * 0.1))
  return {
    defs:
      `<pattern id="motif" width="${s}" height="${s}" patternUnits="userSpaceOnUse" patternTransform="rotate(${rotate})">` +
      `<circle cx="${round(s / 4)}" cy="${round(s / 4)}" r="${r}" fill="${accent}" opacity=".75"/>` +
      `<path d="M${round(s * 0.75)} ${round(s * 0.55)}q${r} ${r} 0 ${round(r * 2.4)}q${-r} ${-r} 0 ${round(-r * 2.4)}Z" fill="${accent}" opacity=".55"/></pattern>`,
    body: `<rect width="100%" height="100%" fill="url(#motif)"/>`,
  }
}

const motifs: Record<string, Motif> = { plain, striped, checked, herringbone, floral, dobby, printed }

export const isSwatchPattern = (pattern: string): boolean => pattern in motifs

/** The SVG text of one swatch; variant turns and rescales the motif so a gallery is not five copies. */
export function swatchSvg(pattern: string, hex: string, variant: number): string {
  const base = `#${hex.replace('#', '').toLowerCase()}`
  const random = randomFrom(`${pattern}:${base}:${variant}`)
  const rotate = ((variant - 1) % 4) * 15 * (variant % 2 === 0 ? -1 : 1)
  const motif = (motifs[pattern] ?? plain)(base, random, rotate)
  const foldAt = round(20 + random() * 60)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SWATCH_WIDTH}" height="${SWATCH_HEIGHT}" viewBox="0 0 ${SWATCH_WIDTH} ${SWATCH_HEIGHT}">` +
    `<defs>${weave(base, 1 + (variant % 3) * 0.35)}${motif.defs}` +
    `<linearGradient id="fold" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="#fff" stop-opacity=".14"/>` +
    `<stop offset="${foldAt}%" stop-color="#fff" stop-opacity="0"/>` +
    `<stop offset="${Math.min(98, foldAt + 12)}%" stop-color="#000" stop-opacity=".16"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity=".05"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="${base}"/>${motif.body}` +
    `<rect width="100%" height="100%" fill="url(#weave)"/>` +
    `<rect width="100%" height="100%" fill="url(#fold)"/></svg>`
  )
}

import type { Locator, Page } from '@playwright/test'

/* What a buyer sees of a page's layout, measured in the browser (issue 28, point 2 and 5). */

/**
 * How many of the listing's cards show both their name and their price in the first screen:
 * between the top of the window and the first thing fixed over its bottom (the mobile navbar
 * under 700 px), at the scroll position the page opened at.
 */
export function cardsInFirstScreen(page: Page): Promise<number> {
  return page.evaluate(() => {
    const fixedTops = Array.from(document.body.querySelectorAll('*'), (el) => {
      if (getComputedStyle(el).position !== 'fixed') return Infinity
      const box = el.getBoundingClientRect()
      return box.height > 0 && box.top > innerHeight / 2 ? box.top : Infinity
    })
    const bottom = Math.min(innerHeight, ...fixedTops)
    const cards = document.querySelectorAll('[aria-labelledby="results-heading"] article')
    return Array.from(cards).filter((card) => {
      const name = card.querySelector('h3')?.getBoundingClientRect()
      const price = Array.from(card.querySelectorAll('p'))
        .find((p) => (p.textContent ?? '').startsWith('₹'))
        ?.getBoundingClientRect()
      return !!name && !!price && name.top >= 0 && name.bottom <= bottom && price.bottom <= bottom
    }).length
  })
}

/** How many columns the listing's grid has. */
export function gridColumns(page: Page): Promise<number> {
  return page
    .locator('[aria-labelledby="results-heading"] ul')
    .first()
    .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length)
}

/** How far the page is wider than the window (0 when nothing overflows sideways). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - innerWidth)
}

export interface NameLines {
  readonly text: string
  /** Lines shown. */
  readonly lines: number
  /** The name is longer than what is shown (an ellipsis). */
  readonly cut: boolean
}

/** The lines each name shows, and whether it is cut short. */
export function nameLines(names: Locator): Promise<NameLines[]> {
  return names.evaluateAll((elements) =>
    elements.map((el) => {
      const style = getComputedStyle(el)
      const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2
      return {
        text: el.textContent ?? '',
        lines: Math.round(el.clientHeight / lineHeight),
        cut: el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1,
      }
    }),
  )
}

/** Names show at most two lines, and a name is cut only once it fills both. */
export function wrapProblems(names: readonly NameLines[]): string[] {
  return names.flatMap((n) => {
    if (n.lines > 2) return [`'${n.text}' shows ${n.lines} lines`]
    if (n.cut && n.lines < 2) return [`'${n.text}' is cut on ${n.lines} line`]
    return []
  })
}

interface Box {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/**
 * What `controls` cover among `content` (each described by its tag and text); only content
 * drawn on screen counts (a slide scrolled out of the carousel's row is not).
 */
export async function coveredBy(controls: Locator, content: Locator): Promise<string[]> {
  const controlBoxes = (await controls.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as Box))).filter((b) => b.width > 0)
  const contentBoxes = await content.evaluateAll((els) =>
    els.map((el) => ({
      label: `${el.tagName.toLowerCase()} '${(el.textContent || el.getAttribute('aria-label') || el.getAttribute('src') || '').trim().slice(0, 40)}'`,
      box: el.getBoundingClientRect().toJSON() as Box,
      // scrolled out of the carousel's row (or hidden): not on screen
      onScreen: el.checkVisibility() && el.getBoundingClientRect().width > 0 && (() => {
        const view = el.closest('[aria-roledescription="carousel"] ul')?.getBoundingClientRect()
        const box = el.getBoundingClientRect()
        return !view || (box.right > view.left && box.left < view.right)
      })(),
    })),
  )
  return contentBoxes.filter((c) => c.onScreen && controlBoxes.some((b) => overlap(b, c.box))).map((c) => c.label)
}

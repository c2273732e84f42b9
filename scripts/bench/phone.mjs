// The buyer's phone (issue 28, point 9): a 375x812 touch screen at twice the pixel density, its
// CPU slowed 4x through the DevTools protocol, against the live server. Shared by the page loads
// (phone-pages.mjs) and the listing's actions (phone-actions.mjs).
import { freshContext } from './browser.mjs'

export const PHONE = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  cpuRate: 4,
}

/** A fresh phone profile (`storageState` to start signed in) and a page on it with the CPU slowed. */
export async function phonePage(browser, { storageState } = {}) {
  const { viewport, deviceScaleFactor, isMobile, hasTouch } = PHONE
  const context = await freshContext(browser, { viewport, deviceScaleFactor, isMobile, hasTouch, ...(storageState ? { storageState } : {}) })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuRate })
  return { context, page }
}

/**
 * Runs in the page: how many product cards show their name and price inside the first screen
 * (top 812 px of the document, as the page first shows it), and the top of the first card.
 * A card is an <article> holding a link to /product/...; its name is the heading, its price
 * the first text with a rupee or dollar sign.
 */
export function cardsInFirstScreen() {
  const screen = window.innerHeight
  const visible = (el) => {
    if (!el) return false
    const box = el.getBoundingClientRect()
    const style = getComputedStyle(el)
    // inside the first screen, and not scrolled aside in a carousel
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && box.top + scrollY >= 0 && box.bottom + scrollY <= screen && box.left >= 0 && box.right <= innerWidth
  }
  const cards = [...document.querySelectorAll('main article')].filter((card) => card.querySelector('a[href^="/product/"]'))
  const priceOf = (card) => [...card.querySelectorAll('p, span')].find((el) => /^[₹$]\s?[\d,]/.test(el.textContent?.trim() ?? ''))
  const inFirstScreen = cards.filter((card) => visible(card.querySelector('h3, h2, h4')) && visible(priceOf(card)))
  const firstTop = cards.length ? cards[0].getBoundingClientRect().top + scrollY : Number.NaN
  return { inFirstScreen: inFirstScreen.length, cards: cards.length, firstCardTop: firstTop }
}

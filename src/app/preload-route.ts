import { matchRoutes, type RouteObject } from 'react-router-dom'
import { HERO_IMAGE } from '../features/content/landing/hero-image'
import { preloadOf } from '../ui/lazy-route'

/**
 * Starts loading the code of the page at `pathname` (every lazy route it matches) without
 * waiting for the first render, and answers when it is in. Mock mode renders only after the
 * fake backend started; in the meantime the page's chunks download in parallel instead of
 * after it. The render later uses the same download. Never rejects: failures are left to the
 * page slot, which shows its error message.
 */
export async function preloadRoute(routes: RouteObject[], pathname: string, basename = '/'): Promise<void> {
  const matches = matchRoutes(routes, pathname, basename) ?? []
  await Promise.all(matches.map(({ route }) => preloadOf(route)?.().catch(() => undefined)))
}

const LANDING_PATHS = new Set(['/', '/home'])

/**
 * The landing hero's woven background is that page's largest paint, but the hero's CSS arrives
 * with the landing chunk, so the picture would be asked for only then (an extra round trip).
 * Asked for here on the landing only: a preload in index.html would go unused, with a console
 * warning, on every other page. (A server-rendered landing has it in its HTML: HeroSection.)
 */
export function preloadLandingHero(pathname: string, basename = '/'): void {
  const path = basename !== '/' && pathname.startsWith(basename) ? pathname.slice(basename.length) || '/' : pathname
  if (!LANDING_PATHS.has(path)) return
  const link = document.createElement('link')
  link.rel = 'preload'
  link.setAttribute('as', 'image')
  link.href = HERO_IMAGE
  link.setAttribute('fetchpriority', 'high')
  document.head.append(link)
}

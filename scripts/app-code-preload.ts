import type { Plugin } from 'vite'
import { earlyInputScript } from './early-input-script.ts'

/**
 * How index.html loads the app's code.
 *
 * - The live store's entry, src/main.tsx, imports the app statically: Vite preloads all of it
 *   with the HTML, at fetchpriority="low" (at normal priority the scripts took the stylesheets'
 *   bandwidth and first paint came 0.5 to 1 s later), and it hydrates the server's page as soon
 *   as it is in. Until then the early-input script, first in the head, holds what a buyer does to
 *   the page (scripts/early-input-script.ts). Issue 19 had the app's code asked for at low
 *   priority once the page had loaded; measured on Slow 4G with the CPU slowed 4x
 *   (scripts/bench/interactive.mjs), that left the page inert 5 to 7.5 s after its first paint,
 *   for an LCP ratio that stays within its budget without it (docs/quality.md, Latest figures).
 * - Mock mode renders in the browser: its index.html loads src/main-mock.tsx instead (the same,
 *   without the live store's server page), and it gets no early-input script.
 */
export function appCodePreload(isMock: boolean): Plugin[] {
  // before Vite reads the page's script (the dev server serves mock mode too)
  const mockEntry: Plugin = {
    name: 'tanabana:mock-entry',
    transformIndexHtml: { order: 'pre', handler: (html) => html.replace('src="/src/main.tsx"', 'src="/src/main-mock.tsx"') },
  }
  // after Vite wrote the built page's script and preload tags
  const lowPriority: Plugin = {
    name: 'tanabana:live-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"'),
    },
  }
  return isMock ? [mockEntry] : [lowPriority, earlyInputScript()]
}

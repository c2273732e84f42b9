import type { Plugin } from 'vite'
import { APP_SCRIPTS_META } from '../contracts/server-page-head.ts'
import { earlyInputScript } from './early-input-script.ts'

/** The built page's module script and the preloads of what it imports, as Vite writes them. */
const APP_SCRIPT_TAG = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/
const APP_PRELOAD_TAG = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g

/**
 * The built live page with its app scripts listed in a `<meta>` instead of loaded: the early
 * script asks for them once the page's largest first picture is shown (src/lib/page-first.ts).
 */
export function listAppScripts(html: string): string {
  const entry = APP_SCRIPT_TAG.exec(html)
  if (!entry) throw new Error('the built index.html has no module script for the app')
  const preloads = [...html.matchAll(APP_PRELOAD_TAG)].map((tag) => tag[1])
  const listed = `\n    <meta name="${APP_SCRIPTS_META}" content="${[entry[1], ...preloads].join(' ')}">`
  return html.replace(APP_SCRIPT_TAG, listed).replace(APP_PRELOAD_TAG, '')
}

/**
 * How index.html loads the app's code.
 *
 * - The live store: the app's entry (src/main.tsx) and the chunks it imports are not loaded by
 *   the page itself but listed in a `<meta>`; the early script, first in the head, asks for them
 *   once the page's largest first picture is shown or the buyer first touches the page, and holds what
 *   the buyer does until the app has taken the page over (scripts/early-input-script.ts,
 *   src/lib/page-first.ts, decision 0020). The chunks are those Rolldown makes for a static
 *   entry (scripts/code-splitting.ts), not the many more a dynamic import of the app gives.
 * - Mock mode renders in the browser: its index.html loads src/main-mock.tsx instead, with the
 *   app preloaded with the HTML as usual, and it gets no early script.
 */
export function appCodePreload(isMock: boolean): Plugin[] {
  // before Vite reads the page's script (the dev server serves mock mode too)
  const mockEntry: Plugin = {
    name: 'tanabana:mock-entry',
    transformIndexHtml: { order: 'pre', handler: (html) => html.replace('src="/src/main.tsx"', 'src="/src/main-mock.tsx"') },
  }
  // after Vite wrote the built page's script and preload tags
  const liveEntry: Plugin = {
    name: 'tanabana:live-entry',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: listAppScripts },
  }
  return isMock ? [mockEntry] : [liveEntry, earlyInputScript()]
}

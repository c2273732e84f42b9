import './app/app-shell.css'
import { startApp } from './app/start'

/*
 * The live store's entry. A page the live server rendered paints from its HTML and stylesheets;
 * the app's code is asked for with the page (at fetchpriority="low", so the stylesheets and
 * pictures go first: scripts/app-code-preload.ts), and hydrates it as soon as it is in (issue 26,
 * point 1). It used to be imported only after the load event, at low
 * priority, which kept the page inert 5 to 7.5 s after its first paint on Slow 4G with the CPU
 * slowed 4x (scripts/bench/interactive.mjs); a buyer's clicks in between are held and replayed
 * by the early-input script (src/lib/early-input.ts), but every second of it is a second a click
 * seems to do nothing. Mock mode has its own entry, src/main-mock.tsx. (No top-level await in an
 * entry: with one, Rolldown no longer merges the modules the app shares with its pages into the
 * entry's chunk, and the first visit fetches forty small files instead of a dozen.)
 */
startApp().catch((error: unknown) => {
  // the app could not start (its page's code could not be fetched): the server's page stays, its links working
  console.warn('[app] did not start; the page stays as the server sent it:', error)
})

import './app/app-shell.css'
import { startApp } from './app/start'

/*
 * The live store's entry. A page the live server rendered paints from its HTML and stylesheets;
 * the page does not load this entry itself: the early script in its head asks for it, and for
 * the chunks it imports, once the page's largest first picture is shown or the buyer first touches
 * the page (src/lib/page-first.ts, decision 0020), and it hydrates the page as soon as it is in.
 * What a buyer does meanwhile is held and replayed (src/lib/early-input.ts). Mock mode has its
 * own entry, src/main-mock.tsx. (No top-level await in an entry: with one, Rolldown no longer
 * merges the modules the app shares with its pages into the entry's chunk, and the first visit
 * fetches forty small files instead of a dozen.)
 */
startApp().catch((error: unknown) => {
  // the app could not start (its page's code could not be fetched): the server's page stays, its links working
  console.warn('[app] did not start; the page stays as the server sent it:', error)
})

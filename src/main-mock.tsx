import './app/app-shell.css'
import { startApp } from './app/start'

/*
 * Mock mode's entry (index.html's script in that mode: scripts/app-code-preload.ts). Mock mode
 * renders in the browser, so the app is imported statically and starts at once, its code
 * preloaded with the HTML. The live store's entry is src/main.tsx. (No top-level await in an
 * entry: with one, Rolldown no longer merges the modules the app shares with its pages into the
 * entry's chunk, and the first visit fetches forty small files instead of a dozen.)
 */
void startApp()

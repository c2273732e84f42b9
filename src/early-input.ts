import { holdEarlyInput } from './lib/early-input'

/*
 * The live store's render-blocking script in the page's head (scripts/early-input-script.ts
 * builds it as a classic script of its own, a few hundred bytes): it holds what a buyer does to
 * the server-rendered page until the app has taken it over (src/lib/early-input.ts).
 */
holdEarlyInput(window)

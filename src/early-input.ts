import { holdEarlyInput } from './lib/early-input'
import { loadAppCodeInTime } from './lib/page-first'

/*
 * The live store's early script, render-blocking and first in the page's head
 * (scripts/early-input-script.ts builds it as a classic script of its own, a few hundred bytes):
 * it holds what a buyer does to the server-rendered page until the app has taken it over
 * (src/lib/early-input.ts), and asks for the app's code once the page's largest first picture is shown
 * or the buyer first touches the page (src/lib/page-first.ts).
 */
holdEarlyInput(window)
loadAppCodeInTime(document)

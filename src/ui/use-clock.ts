import { useEffect, useState } from 'react'

/** How often a screen looks at the clock again: windows of hours and days need no finer grain. */
const TICK_MS = 30_000

/**
 * The time now, kept fresh while the screen is open: a buyer's Cancel Order whose window closes
 * goes away by itself rather than staying until the buyer clicks and is refused, and a coupon
 * that lapses while staff look at the list says so.
 */
export function useClock(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), TICK_MS)
    return () => window.clearInterval(id)
  }, [])
  return now
}

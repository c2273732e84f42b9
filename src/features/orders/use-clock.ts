import { useEffect, useState } from 'react'

/** How often the cards look at the clock again: a window of hours needs no finer grain. */
const TICK_MS = 30_000

/**
 * The time now, kept fresh while the screen is open, so a Cancel Order whose window closes
 * goes away by itself rather than staying until the buyer clicks and is refused.
 */
export function useClock(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), TICK_MS)
    return () => window.clearInterval(id)
  }, [])
  return now
}

import { useEffect, useState } from 'react'

/**
 * Whole seconds left of a period that started when the component mounted. Display only: the
 * machine's own `after` delay decides when the period ends.
 */
export function useCountdown(totalMs: number): number {
  const [startedAt] = useState(() => Date.now())
  const [now, setNow] = useState(startedAt)
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 250)
    return () => window.clearInterval(id)
  }, [])
  return Math.max(0, Math.ceil((totalMs - (now - startedAt)) / 1000))
}

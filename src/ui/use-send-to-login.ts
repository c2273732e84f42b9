import { useCallback, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'

/**
 * A callback that sends a visitor to /login and remembers the page they were on (path, query
 * and hash) so that signing in brings them back (SPEC 6). The callback keeps its identity while
 * the URL changes: a memoised control that takes it (the heart on each of a dozen product cards)
 * is not repainted by every filter click.
 */
export function useSendToLogin(): () => void {
  const navigate = useNavigate()
  const location = useLocation()
  const from = useRef('')
  useLayoutEffect(() => {
    from.current = `${location.pathname}${location.search}${location.hash}`
  }, [location])
  return useCallback(() => void navigate('/login', { state: { from: from.current } }), [navigate])
}

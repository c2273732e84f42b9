import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'

/** `read` and `write` are module-level functions (stable), so the query is rebuilt only when the URL changes. */
/**
 * A list screen's query, read from the URL's search (so a link, a reload and Back show the same
 * rows), and the way to change it: `change({ status: 'Shipped' })` writes the URL (a filter
 * change goes back to page 1: admin/machines/list-query.ts), and the screen's query machine is
 * sent the new query. `key` changes exactly when the query does.
 */
export function useUrlQuery<Q>(read: (search: URLSearchParams) => Q, write: (search: URLSearchParams, changes: Readonly<Record<string, string | number | null>>) => URLSearchParams) {
  const [search, setSearch] = useSearchParams()
  const key = search.toString()
  // the search's text is its identity: a new query only when the URL's query changes
  const query = useMemo(() => read(new URLSearchParams(key)), [key, read])
  const change = useCallback((changes: Readonly<Record<string, string | number | null>>) => setSearch((now) => write(now, changes)), [setSearch, write])
  return { query, key, change }
}

/**
 * Sends a query machine each new query the URL gives (filters, search, Back and Forward); the
 * first one went in with the machine's input. `key` is the URL query's text.
 */
export function useQueryFollowsUrl<Q>(actor: { send(event: { type: 'query.show'; query: Q }): void }, query: Q, key: string) {
  const sent = useRef(key)
  useEffect(() => {
    if (sent.current === key) return
    sent.current = key
    actor.send({ type: 'query.show', query })
  }, [actor, key, query])
}

import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { pageMeta } from '../../contracts/pages'
import { setRouteHead } from '../ui/document-head'

/**
 * Each route's title and meta description (contracts/pages.ts, the table the live server writes
 * into the first HTML too), set on every client-side navigation. A page may put its own title
 * over it with useDocumentTitle (src/ui/document-head.ts).
 * On the first page of a visit, a product page's head is left as it is: the live server wrote
 * the product's own title, description and robots tags (a crawler that runs the script must
 * keep seeing them), which the route's generic 'Product | Tanabana' would overwrite; the
 * product page sets its title once its product is there.
 */
export function RouteHead() {
  const { pathname, search } = useLocation()
  const firstPage = useRef(true)
  useEffect(() => {
    const page = pageMeta(pathname, search)
    const keepServerHead = firstPage.current && page.productId !== undefined
    firstPage.current = false
    setRouteHead(keepServerHead ? null : { title: page.title, description: page.description, indexable: page.indexable, canonicalPath: page.canonicalPath })
  }, [pathname, search])
  return null
}

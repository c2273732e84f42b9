import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { useServerPageData } from '../state/hydration'
import { setRouteHead } from '../ui/document-head'

/**
 * Each route's title and meta description (contracts/pages.ts, the table the live server writes
 * into the first HTML too), set on every client-side navigation. A page may put its own title
 * over it with useDocumentTitle (src/ui/document-head.ts).
 * On the first page of a visit the head the live server wrote is left as it is: on a product
 * page it has the product's own title, description and robots tags (a crawler that runs the
 * script must keep seeing them), which the route's generic 'Product | Tanabana' would
 * overwrite; the product page sets its title once its product is there. The route table is
 * loaded with the first navigation that needs it, not with every page's first paint.
 */
export function RouteHead() {
  const { pathname, search } = useLocation()
  const firstPage = useRef(true)
  // a page the server rendered (read once, at the first render: the data is forgotten after hydration)
  const servedFirstPage = useRef(useServerPageData() !== undefined)
  useEffect(() => {
    const first = firstPage.current
    firstPage.current = false
    if (first && servedFirstPage.current) return
    let current = true
    void import('../../contracts/pages').then(({ pageMeta }) => {
      if (!current) return
      const page = pageMeta(pathname, search)
      const keepServerHead = first && page.productId !== undefined
      setRouteHead(keepServerHead ? null : { title: page.title, description: page.description, indexable: page.indexable, canonicalPath: page.canonicalPath })
    })
    return () => {
      current = false
    }
  }, [pathname, search])
  return null
}

import { useEffect } from 'react'

/*
 * The document's head on client-side navigation: its title and meta description, and its robots
 * and canonical tags. The route sets a default for every page (src/app/route-head.tsx, from
 * contracts/pages.ts); a page that knows better, e.g. the product page once its product is
 * there, overrides the title and description with useDocumentTitle while it is mounted. The
 * head is worked out from both each time either changes, so the order of React's effects
 * (a page's before its layout's) never decides which wins.
 */

export interface RouteHead {
  readonly title: string
  readonly description: string
  readonly indexable: boolean
  /** The canonical path ('/products?category=Cotton'), or null for a page without one. */
  readonly canonicalPath: string | null
}

interface PageOverride {
  readonly title: string
  readonly description: string | undefined
}

let routeHead: RouteHead | null = null
/** The mounted pages' overrides, the latest last. */
const overrides: PageOverride[] = []

function metaNamed(name: string): HTMLMetaElement | null {
  return document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)
}

function applyHead(): void {
  const override = overrides.at(-1)
  const title = override?.title ?? routeHead?.title
  const description = override?.description ?? routeHead?.description
  if (typeof title === 'string' && document.title !== title) document.title = title
  if (typeof description === 'string') metaNamed('description')?.setAttribute('content', description)
  if (!routeHead) return
  // noindex follows the route; a crawler that runs the script reads what the server would have sent
  const robots = metaNamed('robots')
  if (routeHead.indexable) robots?.remove()
  else if (!robots) {
    const tag = document.createElement('meta')
    tag.name = 'robots'
    tag.content = 'noindex'
    document.head.append(tag)
  }
  // the canonical link is the live server's (it knows the public origin): moved along, never invented
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  if (canonical && routeHead.canonicalPath !== null) canonical.href = new URL(routeHead.canonicalPath, canonical.href).href
  else if (canonical) canonical.remove()
}

/** The route's head (src/app's job, on every navigation); null leaves the document's head as it is. */
export function setRouteHead(head: RouteHead | null): void {
  routeHead = head
  applyHead()
}

/**
 * A page's own title (and meta description) while it is mounted, over the route's default;
 * null or undefined leaves the route's (e.g. while the page's data loads). The product page:
 * `useDocumentTitle(product && productPageTitle(product.name), product && productPageDescription(product))`
 * with contracts/pages.ts's functions.
 */
export function useDocumentTitle(title: string | null | undefined, description?: string | null): void {
  useEffect(() => {
    if (title === null || title === undefined) return
    const override: PageOverride = { title, description: description ?? undefined }
    overrides.push(override)
    applyHead()
    return () => {
      overrides.splice(overrides.indexOf(override), 1)
      applyHead()
    }
  }, [title, description])
}

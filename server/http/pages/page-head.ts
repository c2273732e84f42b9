import { SITE_NAME, type PageMeta } from '../../../contracts/pages'
import { escapeHtml, jsonForScript } from './escape'
import type { ProductHeadFacts } from './page-queries'
import { productJsonLd, productOpenGraph } from './product-head'

/*
 * The per-page part of the HTML head: title, meta description, canonical link, robots, Open
 * Graph and, on a product page, the product's JSON-LD. Every value is escaped here, once.
 */

const INDENT = '\n    '

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`

/** The head tags of a page (`meta` from contracts/pages.ts), with `product` on a product page that exists. */
export function renderPageHead(page: PageMeta, origin: string, product: ProductHeadFacts | null = null): string {
  const canonicalUrl = page.canonicalPath === null ? null : `${origin}${page.canonicalPath}`
  const tags = [`<title>${escapeHtml(page.title)}</title>`, meta('name', 'description', page.description)]
  if (canonicalUrl) tags.push(`<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />`)
  if (!page.indexable) tags.push(meta('name', 'robots', 'noindex'))
  if (canonicalUrl && product) {
    for (const [property, content] of productOpenGraph(product, canonicalUrl, page.description, origin)) tags.push(meta('property', property, content))
    tags.push(`<script type="application/ld+json">${jsonForScript(productJsonLd(product, canonicalUrl, origin))}</script>`)
  } else if (canonicalUrl) {
    // a link to any other public page previews with its own title and description
    tags.push(
      meta('property', 'og:type', 'website'),
      meta('property', 'og:site_name', SITE_NAME),
      meta('property', 'og:title', page.title),
      meta('property', 'og:description', page.description),
      meta('property', 'og:url', canonicalUrl),
    )
  }
  return tags.join(INDENT)
}

import { productPath, SITEMAP_PATHS } from '../../../contracts/pages'
import type { Reader } from '../../domain/product-records'
import { escapeXml } from './escape'
import { countProducts, readProductIds } from './page-queries'

/*
 * /sitemap.xml (https://www.sitemaps.org/protocol.html): the public pages and every product on sale
 * (an archived one leaves it, issue 30).
 * One file holds at most 50,000 URLs; past that, /sitemap.xml is a sitemap index naming
 * /sitemaps/pages.xml and /sitemaps/products-{n}.xml, each product part `limit` products in the
 * catalogue's order.
 */

/** The protocol's per-file limit of URLs. */
export const SITEMAP_URL_LIMIT = 50_000

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9'

/** A <urlset> of absolute URLs. */
export function urlSetXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>\n`).join('')
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${entries}</urlset>\n`
}

/** A <sitemapindex> of absolute sitemap URLs. */
export function sitemapIndexXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <sitemap><loc>${escapeXml(url)}</loc></sitemap>\n`).join('')
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${entries}</sitemapindex>\n`
}

const pageUrls = (origin: string) => SITEMAP_PATHS.map((path) => `${origin}${path}`)
const productUrls = (origin: string, ids: readonly string[]) => ids.map((id) => `${origin}${productPath(id)}`)

export interface Sitemaps {
  /** /sitemap.xml: every URL in one file, or the index of the parts. */
  root(origin: string): Promise<string>
  /** A part named in the index ('pages.xml', 'products-3.xml'), or null when there is no such part. */
  part(origin: string, name: string): Promise<string | null>
}

/** `limit`: URLs per file (the protocol's 50,000; tests pass a few), at least the public pages' number. */
export function createSitemaps(db: Reader, limit = SITEMAP_URL_LIMIT): Sitemaps {
  if (!Number.isInteger(limit) || limit < SITEMAP_PATHS.length) {
    throw new Error(`A sitemap must hold at least the ${SITEMAP_PATHS.length} public pages, not ${limit} URLs`)
  }
  // the products one file has room for beside the public pages
  const room = limit - SITEMAP_PATHS.length
  return {
    async root(origin) {
      // one lean read: the ids (one more than fits tells that they do not)
      const ids = await readProductIds(db, 0, room + 1)
      if (ids.length <= room) return urlSetXml([...pageUrls(origin), ...productUrls(origin, ids)])
      const parts = Math.ceil((await countProducts(db)) / limit)
      const names = ['pages.xml', ...Array.from({ length: parts }, (_, i) => `products-${i + 1}.xml`)]
      return sitemapIndexXml(names.map((name) => `${origin}/sitemaps/${name}`))
    },
    async part(origin, name) {
      if (name === 'pages.xml') return urlSetXml(pageUrls(origin))
      const match = /^products-([1-9]\d{0,8})\.xml$/.exec(name)
      if (!match) return null
      const n = Number(match[1])
      const ids = await readProductIds(db, (n - 1) * limit, limit)
      return ids.length === 0 && n > 1 ? null : urlSetXml(productUrls(origin, ids))
    },
  }
}

import { SIGNED_IN_PATHS } from '../../../contracts/pages'

/**
 * /robots.txt: every page may be crawled but those that need a signed-in buyer (they only ever
 * show a crawler the sign-in page), and the sitemap is named. The sign-in flows, the thank-you
 * page and the 404 stay crawlable on purpose: a crawler must fetch them to read their noindex.
 * /api and /media stay open too: a crawler that runs the storefront's script needs them to see
 * what a buyer sees.
 */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...SIGNED_IN_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')
}

// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Schema } from 'effect'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ServerPageData } from '../../contracts/server-page-data'
import type { HighlightsResponse, Product, ProductsResponse } from '../../contracts/product'
import { startServer, type RunningServer } from '../../server/start'
import { renameProduct, renameProductUnannounced } from '../support/catalogue-writes'
import { formatDollars } from '../../src/lib/money'

/*
 * Issue 19, point 1, without a browser: the live server answers a client route with the page
 * rendered in #root (the SSR build of src/entry-server.tsx, built here into a temporary folder,
 * on the storefront's own index.html), its public data as JSON for the hydration, and the
 * page's stylesheets from the build manifest. Each test reads what the API answers and looks
 * for it in #root only, where no script has run.
 */

const root = mkdtempSync(join(tmpdir(), 'tanabana-ssr-test-'))
const staticDir = join(root, 'static')
const ssrDir = join(root, 'ssr')
mkdirSync(join(staticDir, '.vite'), { recursive: true })
writeFileSync(join(staticDir, 'index.html'), readFileSync(join(process.cwd(), 'index.html')))
// a manifest as `vite build --manifest` writes it, for one page: its stylesheet must be linked
writeFileSync(
  join(staticDir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index.js', isEntry: true, css: ['assets/index.css'] },
    'src/features/catalogue/products-page.tsx': { file: 'assets/products-page.js', src: 'src/features/catalogue/products-page.tsx', imports: ['_card.js'], css: ['assets/products-page.css'] },
    '_card.js': { file: 'assets/card.js', css: ['assets/card.css'] },
  }),
)

let server: RunningServer

beforeAll(async () => {
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', ssrDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: process.cwd(),
    env: { ...process.env, VITE_API_BASE_URL: '/api', VITE_MOCK: 'false' },
    encoding: 'utf8',
  })
  if (build.status !== 0) throw new Error(`the SSR build failed:\n${build.stderr}`)
  server = await startServer({ port: 0, database: { kind: 'embedded' }, staticDir, ssrDir })
}, 120_000)

afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

/** The page's #root content (the body's last element), and the embedded data. */
async function page(path: string): Promise<{ status: number; html: string; rootHtml: string; data: unknown }> {
  const answer = await fetch(`${server.origin}${path}`)
  const html = await answer.text()
  const start = html.indexOf('<div id="root">')
  const end = html.lastIndexOf('</div>', html.indexOf('</body>'))
  expect(start).toBeGreaterThan(0)
  const json = /<script type="application\/json" id="server-page-data">([\s\S]*?)<\/script>/.exec(html)?.[1]
  // React's separators between adjacent text nodes left out, so text reads as it shows
  return { status: answer.status, html, rootHtml: html.slice(start, end).replaceAll('<!-- -->', ''), data: json ? JSON.parse(json) : null }
}

const api = async <T,>(path: string): Promise<T> => (await (await fetch(`${server.origin}/api${path}`)).json()) as T
/** As React writes text into HTML. */
const asHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

describe('server-rendered pages', () => {
  test('the landing shows its new arrivals, best deals and the category bar from the database', async () => {
    const highlights = await api<HighlightsResponse>('/products/highlights')
    const names = await api<{ data: string[] }>('/categories/array')
    expect(highlights.newArrivals.length).toBeGreaterThan(0)
    for (const path of ['/', '/home']) {
      const { status, html, rootHtml, data } = await page(path)
      expect(status).toBe(200)
      // a page that shows without JavaScript does not claim to need it to show
      expect(html).not.toContain('needs JavaScript to show the store')
      expect(html).toContain('<noscript>Turn on JavaScript to sign in, filter the products and order.</noscript>')
      for (const product of highlights.newArrivals) expect(rootHtml).toContain(asHtml(product.name))
      for (const name of names.data.slice(0, 3)) expect(rootHtml).toContain(`>${asHtml(name)}</button>`)
      expect(data).toMatchObject({ catalogue: { bestDeals: highlights.bestDeals.map((p) => expect.objectContaining({ _id: p._id })) } })
    }
  })

  test('the lists every page draws on are kept, not read per page: an announced change shows at once, an unannounced one once they are forgotten', async () => {
    const [first] = (await api<HighlightsResponse>('/products/highlights')).newArrivals
    if (!first) throw new Error('the seed has no new arrivals')
    await page('/')
    try {
      await renameProductUnannounced(server.database.db, first._id, 'Renamed unannounced')
      expect((await page('/')).rootHtml).toContain(asHtml(first.name))
      server.forgetCachedAnswers()
      expect((await page('/')).rootHtml).toContain('Renamed unannounced')
      await renameProduct(server.database.db, first._id, 'Renamed behind the server')
      expect((await page('/')).rootHtml).toContain('Renamed behind the server')
    } finally {
      await renameProduct(server.database.db, first._id, first.name)
    }
  })

  test('the static pages are rendered', async () => {
    for (const [path, heading] of [['/about-us', 'About Us'], ['/blogs', 'Blogs'], ['/tNc', 'Terms &amp; Conditions'], ['/privacy-policy', 'Privacy Policy'], ['/contact-us', 'Hear From You']] as const) {
      const { rootHtml } = await page(path)
      expect(rootHtml, path).toMatch(new RegExp(`<h1[^>]*>[^<]*${heading}`))
    }
  })

  test('a listing address shows the page of cards its filters and page ask for, and links its stylesheets', async () => {
    // two real categories: the seed has 9 products in each, and the page asked for is the second
    const [first, second] = (await api<{ data: string[] }>('/categories/array')).data
    const category = encodeURIComponent(`${first},${second}`)
    const expected = await api<ProductsResponse>(`/getAllProducts?category=${category}&page=2&limit=12`)
    expect(expected.data.length).toBeGreaterThan(0)
    const { rootHtml, html, data } = await page(`/products?category=${category}&page=2`)
    for (const product of expected.data) expect(rootHtml).toContain(asHtml(product.name))
    expect(rootHtml).toContain(`page 2 of ${expected.totalPage}`)
    expect(rootHtml).toContain(`${expected.totalProducts} products`)
    // the first page's products are not there
    const firstPage = await api<ProductsResponse>(`/getAllProducts?category=${category}&page=1&limit=12`)
    expect(rootHtml).not.toContain(asHtml(firstPage.data[0]?.name ?? '-'))
    expect(data).toMatchObject({ listing: { search: `?category=${category}&page=2` } })
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/products-page.css">')
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/card.css">')
    expect(head).not.toContain('href="/assets/index.css">') // the entry's own is the shell's
  })

  test('a product page shows its product: name, price, description', async () => {
    const [listed] = (await api<ProductsResponse>('/getAllProducts?page=1&limit=1')).data
    const product = (await api<{ data: Product }>(`/product/${listed?._id}`)).data
    const { rootHtml, data } = await page(`/product/${product._id}`)
    expect(rootHtml).toMatch(new RegExp(`<h1[^>]*>${asHtml(product.name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`))
    const price = product.productVarieties[0]?.discountedPrice
    expect(price).toBeDefined()
    expect(rootHtml).toContain(asHtml(formatDollars(price ?? 0)))
    expect(rootHtml).toContain(asHtml(product.description.slice(0, 40)))
    expect(data).toMatchObject({ product: { _id: product._id } })
  })

  test('the embedded data carries nothing of a buyer and cannot end its script element', async () => {
    const { html } = await page('/products?search=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E')
    const json = /<script type="application\/json" id="server-page-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
    expect(json).not.toContain('<')
    expect(json).not.toMatch(/token|email|cart|wishlist/i)
  })

  test("each page's embedded data decodes with its contract, as the storefront decodes it", async () => {
    const [product] = (await api<{ data: { _id: string }[] }>('/getAllProducts?page=1&limit=1')).data
    for (const path of ['/', '/about-us', '/products?page=2', `/product/${product!._id}`]) {
      const { data } = await page(path)
      expect(() => Schema.decodeUnknownSync(ServerPageData)(data), path).not.toThrow()
    }
  })
})

// @vitest-environment node
import { eq } from 'drizzle-orm'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Product, ProductsResponse } from '../../contracts/product'
import { createSocialProviders } from '../../server/auth/social-providers'
import { products, productVarieties } from '../../server/db/schema'
import { createApp } from '../../server/http/app'
import { loadStaticSite } from '../../server/http/static-site'
import { startServer, type RunningServer } from '../../server/start'
import { formatDollars } from '../../src/lib/money'

/*
 * Search-engine presence (issue 19) on the real server and a seeded embedded database: robots.txt,
 * the sitemap (and the sitemap index past the per-file limit), and each client route's head:
 * title, description, canonical URL, noindex, and a product page's Open Graph tags and JSON-LD,
 * checked against what the product page shows (GET /api/getAllProducts, src/lib/money.ts).
 */

const root = mkdtempSync(join(tmpdir(), 'tanabana-seo-test-'))
// the storefront's own index.html as the shell: its title and description are the ones replaced
writeFileSync(join(root, 'index.html'), readFileSync(join(process.cwd(), 'index.html')))

const BREAKOUT = '</script><script>alert(1)</script>'
const HOSTILE_ID = 'seo-hostile'
const PUBLIC_PATHS = ['/', '/products', '/about-us', '/blogs', '/contact-us', '/tNc', '/privacy-policy']

let server: RunningServer
let catalogue: readonly Product[]

beforeAll(async () => {
  server = await startServer({ port: 0, database: { kind: 'embedded' }, staticDir: root })
  // a product whose name and description try to break out of the head, without reviews
  const db = server.database.db
  await db.insert(products).values({
    id: HOSTILE_ID,
    position: 1_000_000,
    name: BREAKOUT,
    description: `"><img src=x onerror=alert(2)> & more`,
    categoryNames: ['Cotton'],
  })
  await db.insert(productVarieties).values({
    productId: HOSTILE_ID,
    color: 'Red',
    position: 0,
    images: ['/media/swatch/plain/ff0000/1.svg'],
    stock: 0,
    pricePerMeter: 120,
    discountedPrice: 99.5,
  })
  catalogue = ((await (await fetch(url('/api/getAllProducts'))).json()) as ProductsResponse).data
}, 120_000)
afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

const url = (path: string) => `${server.origin}${path}`

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(url(path), { headers })
  return { response, html: await response.text() }
}

/** The <loc> values of a sitemap file. */
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '')

/** The content of <meta {attribute}="{key}" content="...">, entities decoded; undefined when absent. */
function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const match = new RegExp(`<meta ${attribute}="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)" />`).exec(html)
  return match?.[1] === undefined ? undefined : decodeEntities(match[1])
}

const decodeEntities = (text: string) =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')

const titleOf = (html: string) => decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')
function canonicalOf(html: string): string | undefined {
  const href = /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1]
  return href === undefined ? undefined : decodeEntities(href)
}

function jsonLdOf(html: string): Record<string, any> {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
  expect(scripts).toHaveLength(1)
  return JSON.parse(scripts[0]?.[1] ?? '') as Record<string, any>
}

describe('robots.txt', () => {
  test('allows the store, keeps crawlers out of the signed-in pages, names the sitemap', async () => {
    const { response, html: text } = await page('/robots.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/m)
    for (const path of ['/cart', '/wishlist', '/checkout', '/user-profile']) expect(text).toContain(`Disallow: ${path}\n`)
    for (const path of PUBLIC_PATHS) expect(text).not.toContain(`Disallow: ${path}\n`)
    expect(text).toContain(`Sitemap: ${server.origin}/sitemap.xml`)
  })
})

describe('sitemap.xml', () => {
  test('lists the public routes and every product; without PUBLIC_ORIGIN no shared cache keeps it', async () => {
    const { response, html: xml } = await page('/sitemap.xml', { 'Accept-Encoding': 'gzip' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/)
    // written with this request's Host: one forged Host must not reach the next visitor through a cache
    expect(response.headers.get('cache-control')).toBe('private, no-cache')
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/)
    const expected = [...PUBLIC_PATHS.map((path) => url(path)), ...catalogue.map((p) => url(`/product/${p._id}`))]
    expect(catalogue.length).toBeGreaterThan(100)
    expect(locsOf(xml).sort()).toEqual(expected.sort())
  })

  test('past the per-file limit it is a sitemap index, whose parts together list every product once', async () => {
    const limit = 10
    const app = createApp({
      ctx: server.ctx,
      social: createSocialProviders({ googleClientId: null, googleTokenInfoUrl: '', facebookAppId: null, facebookAppSecret: null, facebookGraphUrl: '' }),
      site: loadStaticSite(root),
      securityHeaders: {},
      pages: { publicOrigin: 'https://tanabana.example', sitemapUrlLimit: limit },
    })
    const get = async (path: string) => {
      const response = await app.request(`http://internal${path}`)
      expect(response.status, path).toBe(200)
      return response.text()
    }
    const index = await get('/sitemap.xml')
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    const parts = locsOf(index)
    expect(parts[0]).toBe('https://tanabana.example/sitemaps/pages.xml')
    expect(parts).toHaveLength(1 + Math.ceil(catalogue.length / limit))
    const listed: string[] = []
    for (const part of parts) {
      const locs = locsOf(await get(new URL(part).pathname))
      expect(locs.length).toBeLessThanOrEqual(limit)
      listed.push(...locs)
    }
    const expected = [...PUBLIC_PATHS.map((path) => `https://tanabana.example${path}`), ...catalogue.map((p) => `https://tanabana.example/product/${p._id}`)]
    expect(listed.sort()).toEqual(expected.sort())
    expect((await app.request(`http://internal/sitemaps/products-${parts.length + 5}.xml`)).status).toBe(404)
    // PUBLIC_ORIGIN is what the pages' canonical URLs are written with too, whatever Host a request names
    const forged = { headers: { Host: 'attacker.example', 'X-Forwarded-Host': 'attacker.example' } }
    expect(canonicalOf(await (await app.request('http://internal/about-us', forged)).text())).toBe('https://tanabana.example/about-us')
    expect(await (await app.request('http://attacker.example/robots.txt', forged)).text()).toContain('Sitemap: https://tanabana.example/sitemap.xml')
    // and then the sitemap and robots.txt are the same for everyone: cached a few minutes
    expect((await app.request('http://internal/sitemap.xml')).headers.get('cache-control')).toBe('public, max-age=300')
  })
})

describe('a product page’s head', () => {
  /** A reviewed product in stock whose colours differ in price: the head must show the first, as the page opens on it. */
  const reviewed = () => {
    const product = catalogue.find((p) => {
      const [first, ...others] = p.productVarieties
      return (p.reviewCount ?? 0) > 0 && (first?.stock ?? 0) > 0 && others.some((v) => v.discountedPrice !== first?.discountedPrice)
    })
    if (!product) throw new Error('the seed has no reviewed product in stock with colours of different prices')
    return product
  }

  test('title, description, canonical URL and Open Graph tags of the product', async () => {
    const product = reviewed()
    const variety = product.productVarieties[0]!
    const { response, html } = await page(`/product/${product._id}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('x-robots-tag')).toBeNull()
    expect(html).not.toContain('name="robots"')
    expect(titleOf(html)).toBe(`${product.name} | Tanabana`)
    expect(html.match(/<title>/g)).toHaveLength(1)
    // the description: the start of the product's own, at most 160 characters
    const description = metaContent(html, 'name', 'description') ?? ''
    expect(description.length).toBeGreaterThan(20)
    expect(description.length).toBeLessThanOrEqual(160)
    expect(product.description.replace(/\s+/g, ' ')).toContain(description.replace(/…$/, ''))
    expect(metaContent(html, 'property', 'og:description')).toBe(description)
    const canonical = url(`/product/${product._id}`)
    expect(canonicalOf(html)).toBe(canonical)
    expect(metaContent(html, 'property', 'og:type')).toBe('product')
    expect(metaContent(html, 'property', 'og:title')).toBe(product.name)
    expect(metaContent(html, 'property', 'og:url')).toBe(canonical)
    expect(metaContent(html, 'property', 'og:image')).toBe(url(variety.images[0]!))
    expect(Number(metaContent(html, 'property', 'product:price:amount'))).toBe(variety.discountedPrice)
    expect(metaContent(html, 'property', 'product:price:currency')).toBe('USD')
    // the shell's script still follows
    expect(html).toContain('<script type="module" src="/src/main.tsx"></script>')
  })

  test('JSON-LD Product: the name, the price and currency the page shows, availability from stock, the reviews’ rating', async () => {
    const product = reviewed()
    const variety = product.productVarieties[0]!
    const data = jsonLdOf((await page(`/product/${product._id}`)).html)
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', name: product.name, sku: product._id, productID: product._id })
    expect(data.image[0]).toBe(url(variety.images[0]!))
    // the page shows formatDollars(discountedPrice): the same amount, written in the offer's currency, reads the same
    const offer = data.offers as { price: string; priceCurrency: string; availability: string }
    const written = new Intl.NumberFormat('en-US', { style: 'currency', currency: offer.priceCurrency }).format(Number(offer.price))
    expect(written).toBe(formatDollars(variety.discountedPrice))
    expect(offer.availability).toBe('https://schema.org/InStock')
    expect(data.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: product.averageRating, reviewCount: product.reviewCount })
  })

  test('out of stock and without reviews: OutOfStock, no aggregateRating; a hostile name stays inside its element', async () => {
    const { response, html } = await page(`/product/${HOSTILE_ID}`)
    expect(response.status).toBe(200)
    expect(html).not.toContain(BREAKOUT)
    expect(html).not.toContain('<img src=x')
    expect(titleOf(html)).toBe(`${BREAKOUT} | Tanabana`)
    const data = jsonLdOf(html)
    expect(data.name).toBe(BREAKOUT)
    expect(data.offers).toMatchObject({ price: '99.50', priceCurrency: 'USD', availability: 'https://schema.org/OutOfStock' })
    expect(data).not.toHaveProperty('aggregateRating')
  })

  test('a stock change shows on the next request (no stale head)', async () => {
    await server.database.db.update(productVarieties).set({ stock: 5 }).where(eq(productVarieties.productId, HOSTILE_ID))
    expect(jsonLdOf((await page(`/product/${HOSTILE_ID}`)).html).offers.availability).toBe('https://schema.org/InStock')
    await server.database.db.update(productVarieties).set({ stock: 0 }).where(eq(productVarieties.productId, HOSTILE_ID))
  })

  test('an unknown product is a 404 with the shell, noindex', async () => {
    const { response, html } = await page('/product/no-such-product')
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    expect(html).toContain('<meta name="robots" content="noindex" />')
    expect(html).toContain('<div id="root">')
    expect(canonicalOf(html)).toBeUndefined()
    expect(html).not.toContain('application/ld+json')
  })

  test('an archived product (issue 30) is a 404, noindex, and out of the sitemap; restored, it is back', async () => {
    const archived = catalogue[0]!
    const setArchived = (at: string | null) => server.database.db.update(products).set({ archivedAt: at }).where(eq(products.id, archived._id))
    await setArchived(new Date().toISOString())
    try {
      const { response, html } = await page(`/product/${archived._id}`)
      expect(response.status).toBe(404)
      expect(response.headers.get('x-robots-tag')).toBe('noindex')
      expect(html).toContain('<meta name="robots" content="noindex" />')
      expect(html).not.toContain('application/ld+json')
      expect(locsOf((await page('/sitemap.xml')).html)).not.toContain(url(`/product/${archived._id}`))
    } finally {
      await setArchived(null)
    }
    expect((await page(`/product/${archived._id}`)).response.status).toBe(200)
    expect(locsOf((await page('/sitemap.xml')).html)).toContain(url(`/product/${archived._id}`))
  })
})

describe('the other routes’ heads', () => {
  test('a signed-in page is noindex, in the page and in X-Robots-Tag', async () => {
    const { response, html } = await page('/cart')
    expect(response.status).toBe(200)
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    expect(html).toContain('<meta name="robots" content="noindex" />')
    expect(titleOf(html)).toBe('Shopping Cart | Tanabana')
    expect(canonicalOf(html)).toBeUndefined()
  })

  test('the landing and the listing: their own titles and canonical URLs, the listing keeping only its category and page', async () => {
    const landing = await page('/home')
    expect(titleOf(landing.html)).toBe('Tanabana — Textiles, furnishing fabrics and yarn for business')
    expect(canonicalOf(landing.html)).toBe(url('/'))
    expect(landing.response.headers.get('x-robots-tag')).toBeNull()
    const listing = await page('/products?category=Cotton&page=2&utm_source=mail')
    expect(titleOf(listing.html)).toBe('Cotton | Products, page 2 | Tanabana')
    expect(canonicalOf(listing.html)).toBe(url('/products?category=Cotton&page=2'))
    expect(html404((await page('/no/such/page')).response)).toBe(true)
  })

  test('ETag revalidation and gzip still work on a rendered page; the head is the same for the same page', async () => {
    const first = await page('/about-us', { 'Accept-Encoding': 'gzip' })
    expect(first.response.headers.get('content-encoding')).toBe('gzip')
    expect(first.response.headers.get('cache-control')).toBe('no-cache')
    expect(titleOf(first.html)).toBe('About Us | Tanabana')
    const etag = first.response.headers.get('etag') ?? ''
    expect((await fetch(url('/about-us'), { headers: { 'If-None-Match': etag } })).status).toBe(304)
    expect((await fetch(url('/blogs'), { headers: { 'If-None-Match': etag } })).status).toBe(200)
  })
})

function html404(response: Response): boolean {
  return response.status === 404 && response.headers.get('x-robots-tag') === 'noindex' && (response.headers.get('content-type') ?? '').startsWith('text/html')
}

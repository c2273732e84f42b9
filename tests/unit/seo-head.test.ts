// @vitest-environment node
import { Hono } from 'hono'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageMeta } from '../../contracts/pages'
import { escapeHtml, escapeXml, jsonForScript } from '../../server/http/pages/escape'
import { renderPageHead } from '../../server/http/pages/page-head'
import type { ProductHeadFacts } from '../../server/http/pages/page-queries'
import { productJsonLd, productOpenGraph } from '../../server/http/pages/product-head'
import { parsePublicOrigin, requestOrigin } from '../../server/http/pages/public-origin'
import { robotsTxt } from '../../server/http/pages/robots'
import { shellTemplate } from '../../server/http/pages/shell-template'
import { sitemapIndexXml, urlSetXml } from '../../server/http/pages/sitemap'

/* server/http/pages/: the hand-written escaping and the head, JSON-LD, sitemap and robots builders. */

const ORIGIN = 'https://tanabana.example'
const BREAKOUT = '</script><script>alert(1)</script>'

const facts = (overrides: Partial<ProductHeadFacts> = {}): ProductHeadFacts => ({
  id: 'p1',
  name: 'Pure Linen',
  description: 'A crisp linen.',
  categoryNames: ['Linen'],
  averageRating: 4.3,
  reviewCount: 3,
  firstVariety: { images: ['/media/swatch/plain/aa/1.svg', '/media/swatch/plain/aa/2.svg'], stock: 12, discountedPrice: 1234.5 },
  ...overrides,
})

/** The JSON-LD a head carries, parsed as a crawler would: the text of the script element. */
function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)
  if (!match?.[1]) throw new Error(`no JSON-LD in ${html}`)
  return JSON.parse(match[1]) as Record<string, unknown>
}

describe('escaping', () => {
  it('escapeHtml: & < > " and \' become entities', () => {
    expect(escapeHtml(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&#39;e&#39;')
    expect(escapeHtml('plain text')).toBe('plain text')
  })

  it('escapeXml: the five entities, and characters XML cannot hold are dropped', () => {
    expect(escapeXml(`https://x/?a=1&b=<2>"'`)).toBe('https://x/?a=1&amp;b=&lt;2&gt;&quot;&apos;')
    expect(escapeXml('a\u0000b\u001Fc\uD800d')).toBe('abcd')
    expect(escapeXml('emoji 🧵 stays')).toBe('emoji 🧵 stays')
  })

  it('jsonForScript: the same JSON, with no < > & left to end the script element', () => {
    const value = { name: BREAKOUT, other: '<!-- & \u2028' }
    const text = jsonForScript(value)
    expect(text).not.toMatch(/[<>&\u2028]/)
    expect(JSON.parse(text)).toEqual(value)
  })
})

describe('the product’s JSON-LD and Open Graph tags', () => {
  const url = `${ORIGIN}/product/p1`

  it('a Product with the page’s offer: the first variety’s discounted price in dollars, in stock', () => {
    expect(productJsonLd(facts(), url, ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Pure Linen',
      description: 'A crisp linen.',
      image: [`${ORIGIN}/media/swatch/plain/aa/1.svg`, `${ORIGIN}/media/swatch/plain/aa/2.svg`],
      sku: 'p1',
      productID: 'p1',
      category: 'Linen',
      url,
      offers: {
        '@type': 'Offer',
        url,
        price: '1234.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', name: 'Tanabana' },
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 3, bestRating: 5, worstRating: 1 },
    })
  })

  it('out of stock at 0, no aggregateRating without reviews, no offer without varieties', () => {
    const sold = productJsonLd(facts({ reviewCount: 0, averageRating: 0, firstVariety: { images: [], stock: 0, discountedPrice: 10 } }), url, ORIGIN)
    expect(sold.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock', price: '10.00' })
    expect(sold).not.toHaveProperty('aggregateRating')
    expect(sold).not.toHaveProperty('image')
    expect(productJsonLd(facts({ firstVariety: null }), url, ORIGIN)).not.toHaveProperty('offers')
  })

  it('Open Graph: product type, name, absolute picture, price and currency', () => {
    expect(productOpenGraph(facts(), url, 'A crisp linen.', ORIGIN)).toEqual([
      ['og:type', 'product'],
      ['og:site_name', 'Tanabana'],
      ['og:title', 'Pure Linen'],
      ['og:description', 'A crisp linen.'],
      ['og:url', url],
      ['og:image', `${ORIGIN}/media/swatch/plain/aa/1.svg`],
      ['product:price:amount', '1234.50'],
      ['product:price:currency', 'USD'],
    ])
    expect(productOpenGraph(facts({ firstVariety: { images: ['https://cdn.example/p.png'], stock: 1, discountedPrice: 1 } }), url, '', ORIGIN)).toContainEqual([
      'og:image',
      'https://cdn.example/p.png',
    ])
  })

  it('an uploaded picture is shared as its gallery JPEG, never the original of up to 10 MB', () => {
    const uploaded = facts({ firstVariety: { images: ['/media/upload/u1', '/media/upload/u2'], stock: 1, discountedPrice: 1 } })
    expect(productOpenGraph(uploaded, url, '', ORIGIN)).toContainEqual(['og:image', `${ORIGIN}/media/upload/u1/gallery.jpeg`])
    expect(productJsonLd(uploaded, url, ORIGIN)).toMatchObject({
      image: [`${ORIGIN}/media/upload/u1/gallery.jpeg`, `${ORIGIN}/media/upload/u2/gallery.jpeg`],
    })
  })
})

describe('renderPageHead', () => {
  it('a product whose name tries to end the script cannot: one script element, the name intact in the JSON', () => {
    const product = facts({ name: BREAKOUT, description: `"><img src=x onerror=alert(1)>` })
    const head = renderPageHead(pageMeta('/product/p1', '', { product }), ORIGIN, product)
    expect(head.match(/<script/g)).toHaveLength(1)
    expect(head.match(/<\/script>/g)).toHaveLength(1)
    expect(head).not.toContain('<img')
    expect(head).toContain(`<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Tanabana</title>`)
    expect(head).toContain('<meta property="og:title" content="&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;" />')
    expect(jsonLdOf(head)).toMatchObject({ name: BREAKOUT, description: `"><img src=x onerror=alert(1)>` })
  })

  it('a public page: canonical URL and Open Graph, no robots tag', () => {
    const head = renderPageHead(pageMeta('/products', '?category=A&B'), ORIGIN)
    expect(head).toContain('<title>A | Products | Tanabana</title>')
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}/products?category=A" />`)
    expect(head).toContain('<meta property="og:type" content="website" />')
    expect(head).not.toContain('robots')
  })

  it('a category with markup in the URL is escaped in the title and the canonical link', () => {
    const head = renderPageHead(pageMeta('/products', new URLSearchParams({ category: '"><script>x</script>' })), ORIGIN)
    expect(head).not.toContain('<script')
    expect(head).toContain('&quot;&gt;&lt;script&gt;x&lt;/script&gt; | Products | Tanabana')
  })

  it('a page that is not indexable: noindex, no canonical, no Open Graph', () => {
    const head = renderPageHead(pageMeta('/cart'), ORIGIN)
    expect(head).toContain('<meta name="robots" content="noindex" />')
    expect(head).not.toContain('canonical')
    expect(head).not.toContain('og:')
  })
})

describe('shellTemplate', () => {
  it('on the repo’s index.html: its title and description give way to the page’s, the rest is unchanged', () => {
    const html = readFileSync(join(process.cwd(), 'index.html'), 'utf8')
    const head = '<title>T</title>\n    <meta name="description" content="D" />'
    const rendered = shellTemplate(html).render(head)
    expect(rendered.match(/<title>/g)).toHaveLength(1)
    expect(rendered.match(/name="description"/g)).toHaveLength(1)
    // the description's lines go, the title's place takes the head: nothing else differs
    const expected = html.replace(/[ \t]*<meta\s+name="description"[^>]*>\n/, '').replace(/<title>[^<]*<\/title>/, head)
    expect(expected).not.toBe(html)
    expect(rendered).toBe(expected)
  })

  it('a shell without a title gets the head before </head>, or at the start of the document', () => {
    expect(shellTemplate('<html><head><meta charset="utf-8"></head><body></body></html>').render('<title>T</title>')).toBe(
      '<html><head><meta charset="utf-8"><title>T</title></head><body></body></html>',
    )
    expect(shellTemplate('<!doctype html><div id="root"></div>').render('<title>T</title>')).toBe('<!doctype html><title>T</title><div id="root"></div>')
  })
})

describe('sitemap and robots.txt', () => {
  it('a urlset and an index of escaped absolute URLs', () => {
    const set = urlSetXml([`${ORIGIN}/`, `${ORIGIN}/product/a&b`])
    expect(set).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/)
    expect(set).toContain(`<url><loc>${ORIGIN}/product/a&amp;b</loc></url>`)
    expect(sitemapIndexXml([`${ORIGIN}/sitemaps/products-1.xml`])).toContain(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <sitemap><loc>${ORIGIN}/sitemaps/products-1.xml</loc></sitemap>`)
  })

  it('robots.txt disallows the signed-in pages and names the sitemap', () => {
    const text = robotsTxt(ORIGIN)
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/)
    for (const path of ['/cart', '/wishlist', '/checkout', '/user-profile']) expect(text).toContain(`Disallow: ${path}\n`)
    expect(text).not.toMatch(/Disallow: \/(products|product|login|api|media)\b/)
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
  })
})

describe('the public origin', () => {
  it('PUBLIC_ORIGIN must be an http(s) origin without a path', () => {
    expect(parsePublicOrigin(undefined)).toBeNull()
    expect(parsePublicOrigin('  ')).toBeNull()
    expect(parsePublicOrigin('https://Tanabana.example/')).toBe('https://tanabana.example')
    expect(parsePublicOrigin('http://localhost:5173')).toBe('http://localhost:5173')
    for (const wrong of ['tanabana.example', 'ftp://tanabana.example', 'https://tanabana.example/shop', 'https://tanabana.example/?a=1', 'https://u:p@tanabana.example', 'https://tanabana.example#x']) {
      expect(() => parsePublicOrigin(wrong), wrong).toThrow(/PUBLIC_ORIGIN/)
    }
  })

  const originFor = (publicOrigin: string | null, trustedProxies: number, headers: Record<string, string>) => {
    const app = new Hono().get('*', (c) => c.text(requestOrigin(c, publicOrigin, trustedProxies)))
    return Promise.resolve(app.request('http://internal:8080/products', { headers })).then((r) => r.text())
  }

  it('PUBLIC_ORIGIN wins; else the request’s origin; forwarded scheme and host only behind trusted proxies', async () => {
    const forwarded = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'shop.example' }
    expect(await originFor(ORIGIN, 1, forwarded)).toBe(ORIGIN)
    expect(await originFor(null, 0, forwarded)).toBe('http://internal:8080')
    expect(await originFor(null, 1, forwarded)).toBe('https://shop.example')
    // two trusted proxies: the entry the nearer one of them appended
    expect(await originFor(null, 2, { 'X-Forwarded-Proto': 'http, https', 'X-Forwarded-Host': 'spoof.example, shop.example' })).toBe('http://spoof.example')
    expect(await originFor(null, 1, { 'X-Forwarded-Proto': 'javascript', 'X-Forwarded-Host': 'evil.example/path' })).toBe('http://internal:8080')
  })
})

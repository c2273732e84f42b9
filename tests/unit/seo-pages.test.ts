// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  HOME_TITLE,
  pageMeta,
  productPageHead,
  SIGNED_IN_PATHS,
  SITEMAP_PATHS,
  summarise,
} from '../../contracts/pages'

/* contracts/pages.ts: each route's title, description, canonical path and indexability (issue 19). */

describe('pageMeta: the routes of SPEC 2', () => {
  it.each([
    ['/', HOME_TITLE, '/'],
    ['/home', HOME_TITLE, '/'],
    ['/products', 'Products | Tanabana', '/products'],
    ['/about-us', 'About Us | Tanabana', '/about-us'],
    ['/blogs', 'Blogs | Tanabana', '/blogs'],
    ['/contact-us', 'Contact Us | Tanabana', '/contact-us'],
    ['/tNc', 'Terms & Conditions | Tanabana', '/tNc'],
    ['/privacy-policy', 'Privacy Policy | Tanabana', '/privacy-policy'],
  ])('%s is public: "%s", canonical %s', (path, title, canonical) => {
    const page = pageMeta(path)
    expect(page).toMatchObject({ title, indexable: true, canonicalPath: canonical, status: 200, access: 'public' })
    expect(page.description.length).toBeGreaterThan(40)
    expect(page.description.length).toBeLessThanOrEqual(160)
  })

  it.each(['/cart', '/wishlist', '/checkout', '/user-profile'])('%s needs a signed-in buyer: noindex, no canonical', (path) => {
    expect(pageMeta(path)).toMatchObject({ indexable: false, canonicalPath: null, access: 'signedIn', status: 200 })
  })

  it.each([
    ['/login', 'Sign In | Tanabana'],
    ['/register', 'Sign Up | Tanabana'],
    ['/forget-password', 'Forgot Password | Tanabana'],
    ['/verify-otp', 'Verify Code | Tanabana'],
    ['/success-payment', 'Thank You | Tanabana'],
    ['/my-setting', 'Settings | Tanabana'],
  ])('%s is not for search engines: "%s", noindex', (path, title) => {
    expect(pageMeta(path)).toMatchObject({ title, indexable: false, canonicalPath: null, status: 200 })
  })

  it('an unknown path is the 404 page: noindex', () => {
    for (const path of ['/nowhere', '/product', '/product/a/b', '/cart/extra']) {
      expect(pageMeta(path), path).toMatchObject({ page: 'notFound', status: 404, indexable: false, canonicalPath: null })
    }
  })

  it('matches as the router does: any letter case, a trailing slash ignored; the canonical path keeps the route’s spelling', () => {
    expect(pageMeta('/TNC/')).toMatchObject({ page: 'terms', canonicalPath: '/tNc' })
    expect(pageMeta('/About-Us')).toMatchObject({ page: 'about', canonicalPath: '/about-us' })
    expect(pageMeta('/CART')).toMatchObject({ page: 'cart', indexable: false })
  })

  it('a static page drops its query from the canonical URL (the blogs’ ?article= included)', () => {
    expect(pageMeta('/about-us', '?utm_source=x').canonicalPath).toBe('/about-us')
    expect(pageMeta('/blogs', '?article=wool-beyond-winter').canonicalPath).toBe('/blogs')
  })

  it('the sitemap lists the public pages, robots.txt keeps crawlers out of the signed-in ones', () => {
    expect([...SITEMAP_PATHS].sort()).toEqual(['/', '/about-us', '/blogs', '/contact-us', '/privacy-policy', '/products', '/tNc'])
    expect([...SIGNED_IN_PATHS].sort()).toEqual(['/cart', '/checkout', '/user-profile', '/wishlist'])
  })
})

describe('pageMeta: the listing’s query', () => {
  it('one category and the page number are kept in the canonical URL and named in the title', () => {
    expect(pageMeta('/products', '?category=Cotton')).toMatchObject({ title: 'Cotton | Products | Tanabana', canonicalPath: '/products?category=Cotton', indexable: true })
    expect(pageMeta('/products', '?page=3')).toMatchObject({ title: 'Products, page 3 | Tanabana', canonicalPath: '/products?page=3' })
    expect(pageMeta('/products', new URLSearchParams('page=2&category=Silk'))).toMatchObject({
      title: 'Silk | Products, page 2 | Tanabana',
      canonicalPath: '/products?category=Silk&page=2',
    })
    expect(pageMeta('/products', '?category=Cotton').description).toContain('Cotton')
  })

  it('page 1 and a malformed page are the listing itself', () => {
    expect(pageMeta('/products', '?page=1').canonicalPath).toBe('/products')
    expect(pageMeta('/products', '?page=x').canonicalPath).toBe('/products')
  })

  it('other filters are facets: their canonical URL is the listing (with its one category) without them or a page', () => {
    expect(pageMeta('/products', '?category=Cotton&price=0-50&page=2').canonicalPath).toBe('/products?category=Cotton')
    expect(pageMeta('/products', '?rating=4&todaysDeals=true').canonicalPath).toBe('/products')
    expect(pageMeta('/products', '?category=Cotton,Silk&page=2').canonicalPath).toBe('/products')
    expect(pageMeta('/products', '?utm_source=mail').canonicalPath).toBe('/products')
    expect(pageMeta('/products', '?category=Cotton&page=2&gclid=x').canonicalPath).toBe('/products?category=Cotton&page=2')
    expect(pageMeta('/products', '?category=Cotton,Silk').indexable).toBe(true)
  })

  it('the store’s search results are noindex', () => {
    expect(pageMeta('/products', '?search=linen')).toMatchObject({ indexable: false, canonicalPath: null })
    expect(pageMeta('/products', '?search=').indexable).toBe(true)
  })
})

describe('pageMeta: the product page', () => {
  const product = { name: 'Pure Linen', description: 'A crisp linen.\n\nWoven in Kerala.' }

  it('with its product: the name in the title, the description, its canonical path', () => {
    expect(pageMeta('/product/abc123', '?from=card', { product })).toMatchObject({
      page: 'product',
      productId: 'abc123',
      title: 'Pure Linen | Tanabana',
      description: 'A crisp linen. Woven in Kerala.',
      canonicalPath: '/product/abc123',
      indexable: true,
      status: 200,
    })
  })

  it('before its product is known: a generic title, the id for the server to read', () => {
    expect(pageMeta('/product/abc123')).toMatchObject({ title: 'Product | Tanabana', productId: 'abc123', indexable: true, status: 200 })
  })

  it('a product that does not exist: 404, noindex', () => {
    expect(pageMeta('/product/abc123', '', { product: null })).toMatchObject({ status: 404, indexable: false, canonicalPath: null })
  })

  it('the id is decoded once and encoded again in the canonical path; a malformed escape is a 404', () => {
    expect(pageMeta('/product/a%20b')).toMatchObject({ productId: 'a b', canonicalPath: '/product/a%20b' })
    expect(pageMeta('/product/%E0%A4')).toMatchObject({ status: 404, page: 'notFound' })
  })

  it('productPageHead: what the product page sets once its product is there', () => {
    expect(productPageHead({ name: '  Silk ', description: '' })).toEqual({ title: 'Silk | Tanabana', description: 'Silk, by the metre from Tanabana.' })
  })
})

describe('summarise', () => {
  it('keeps short text, collapses whitespace, cuts long text at a word with an ellipsis', () => {
    expect(summarise(' a \n b ')).toBe('a b')
    const long = 'word '.repeat(60)
    const cut = summarise(long, 50)
    expect(cut.length).toBeLessThanOrEqual(50)
    expect(cut).toMatch(/^word( word)*…$/)
  })
})

/*
 * Each page's head (issue 19, search-engine presence): its title, meta description, canonical
 * path and whether search engines may index it, for every route of SPEC 2 (src/app/routes.tsx).
 * One table for both sides: the server writes it into the HTML it answers (server/http/pages/),
 * the storefront sets document.title from it on every client-side navigation (src/app/route-head.tsx).
 * Pure data and functions, no imports: it runs in the browser and under Node alike.
 */

export const SITE_NAME = 'Tanabana'

/**
 * The currency the product page shows its prices in: dollars (SPEC 2 and 9; src/lib/money.ts's
 * formatDollars), so its structured data names the same one.
 */
export const PRODUCT_PAGE_CURRENCY = 'USD'

/** The landing's title: the brand first, as a home page's title reads in search results. */
export const HOME_TITLE = 'Tanabana — Textiles, furnishing fabrics and yarn for business'

/**
 * Who a page is for, which decides whether search engines see it:
 * - public: anyone, indexable (the landing, the listing, products, the static pages);
 * - signedIn: needs a signed-in buyer (RequireSession): noindex, and robots.txt keeps crawlers out;
 * - private: open, but personal or transient (sign-in flows, the thank-you page, /my-setting): noindex;
 * - missing: the 404 page and a product that does not exist: noindex.
 */
export type PageAccess = 'public' | 'signedIn' | 'private' | 'missing'

export type PageId =
  | 'landing'
  | 'products'
  | 'product'
  | 'blogs'
  | 'contact'
  | 'about'
  | 'terms'
  | 'privacy'
  | 'successPayment'
  | 'cart'
  | 'wishlist'
  | 'checkout'
  | 'profile'
  | 'settings'
  | 'login'
  | 'register'
  | 'forgetPassword'
  | 'verifyOtp'
  | 'notFound'

interface PageDefinition {
  readonly id: PageId
  /** The route's path as routes.tsx spells it (the router matches it in any case). */
  readonly path: string
  readonly title: string
  readonly description: string
  readonly access: PageAccess
}

const titled = (name: string) => `${name} | ${SITE_NAME}`

const LANDING_DESCRIPTION =
  'Tanabana: fabrics, furnishing textiles and yarn sourced for Indian businesses since 1970. Browse, filter and order by the metre.'

/** SPEC 2's route table, the paths routes.tsx gives each page (the product page is matched on its own). */
const PAGES: readonly PageDefinition[] = [
  { id: 'landing', path: '/', title: HOME_TITLE, description: LANDING_DESCRIPTION, access: 'public' },
  {
    id: 'products',
    path: '/products',
    title: titled('Products'),
    description: 'Cotton, linen, silk, furnishing fabrics and yarn by the metre: filter the Tanabana catalogue by category, price, rating, weight, count and construction.',
    access: 'public',
  },
  {
    id: 'about',
    path: '/about-us',
    title: titled('About Us'),
    description: 'Tanabana has sourced fabrics and yarn for Indian businesses since 1970: our story, mission, vision, values and our refund and shipping policy.',
    access: 'public',
  },
  {
    id: 'blogs',
    path: '/blogs',
    title: titled('Blogs'),
    description: 'The Tanabana Journal: notes from the trade on fibres, weaves and the care of fine fabric.',
    access: 'public',
  },
  {
    id: 'contact',
    path: '/contact-us',
    title: titled('Contact Us'),
    description: 'Write to Tanabana or call us: phone, email and address for fabric and yarn orders, samples and support.',
    access: 'public',
  },
  {
    id: 'terms',
    path: '/tNc',
    title: titled('Terms & Conditions'),
    description: 'The terms on which registered businesses buy fabrics and yarn from Tanabana: orders, delivery, returns, refunds and cancellation.',
    access: 'public',
  },
  {
    id: 'privacy',
    path: '/privacy-policy',
    title: titled('Privacy Policy'),
    description: 'What Tanabana collects about its business buyers, why, and how to reach us about your data.',
    access: 'public',
  },
  { id: 'successPayment', path: '/success-payment', title: titled('Thank You'), description: 'Your Tanabana order is placed.', access: 'private' },
  { id: 'cart', path: '/cart', title: titled('Shopping Cart'), description: 'Your Tanabana shopping cart.', access: 'signedIn' },
  { id: 'wishlist', path: '/wishlist', title: titled('Wishlist'), description: 'The fabrics you saved at Tanabana.', access: 'signedIn' },
  { id: 'checkout', path: '/checkout', title: titled('Checkout'), description: 'Address, shipping and payment for your Tanabana order.', access: 'signedIn' },
  { id: 'profile', path: '/user-profile', title: titled('My Account'), description: 'Your Tanabana account, orders and support.', access: 'signedIn' },
  { id: 'settings', path: '/my-setting', title: titled('Settings'), description: 'Your Tanabana settings.', access: 'private' },
  { id: 'login', path: '/login', title: titled('Sign In'), description: 'Sign in to your Tanabana business account.', access: 'private' },
  { id: 'register', path: '/register', title: titled('Sign Up'), description: 'Open a Tanabana business account.', access: 'private' },
  { id: 'forgetPassword', path: '/forget-password', title: titled('Forgot Password'), description: 'Get a code to sign in to Tanabana.', access: 'private' },
  { id: 'verifyOtp', path: '/verify-otp', title: titled('Verify Code'), description: 'Enter the code Tanabana sent you.', access: 'private' },
  // (mock mode's state explorer, src/devtools, names itself: nothing of devtools is in the live build)
]

/** /home shows the landing too (SPEC 2); its canonical URL is /. */
const ALIASES: Readonly<Record<string, PageId>> = { '/home': 'landing' }

const NOT_FOUND: PageDefinition = {
  id: 'notFound',
  path: '',
  title: titled('Page Not Found'),
  description: 'This page does not exist at Tanabana.',
  access: 'missing',
}

const byLowerPath = new Map<string, PageDefinition>(PAGES.map((page) => [page.path.toLowerCase(), page]))
for (const [alias, id] of Object.entries(ALIASES)) {
  const page = PAGES.find((p) => p.id === id)
  if (page) byLowerPath.set(alias, page)
}

/** What a page's head carries. */
export interface PageMeta {
  readonly page: PageId
  readonly title: string
  readonly description: string
  /** false: `<meta name="robots" content="noindex">` and the X-Robots-Tag header. */
  readonly indexable: boolean
  /** Path and query of the canonical URL, e.g. '/products?category=Cotton'; null on a page that is not indexable. */
  readonly canonicalPath: string | null
  readonly access: PageAccess
  /** 404 for an unknown path and for a product that does not exist. */
  readonly status: 200 | 404
  /** The id of a /product/{id} path. */
  readonly productId?: string
}

/** What the product page's head needs of its product (contracts/product.ts's Product has these fields). */
export interface PageProduct {
  readonly name: string
  readonly description?: string
}

export interface PageContext {
  /**
   * For /product/{id}: the product, null when there is none (404), undefined when not known
   * (the storefront before it loaded: the generic product title).
   */
  readonly product?: PageProduct | null
}

/** The public pages a sitemap lists, by their canonical paths (the products are listed one by one). */
export const SITEMAP_PATHS: readonly string[] = PAGES.filter((p) => p.access === 'public').map((p) => p.path)

/** The paths robots.txt keeps crawlers out of: the pages that need a signed-in buyer. */
export const SIGNED_IN_PATHS: readonly string[] = PAGES.filter((p) => p.access === 'signedIn').map((p) => p.path)

/** The product page's path (routes.tsx: product/:id). */
export const productPath = (id: string): string => `/product/${encodeURIComponent(id)}`

/** A product page's title: the product's name, then the store's. */
export const productPageTitle = (name: string): string => titled(name.trim() || 'Product')

const DESCRIPTION_LENGTH = 160

/** Text as one line, cut at a word to at most `max` characters with an ellipsis. */
export function summarise(text: string, max = DESCRIPTION_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim()
  if (line.length <= max) return line
  const cut = line.slice(0, max - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.—-]+$/, '')}…`
}

/** A product page's meta description: the start of its description, or a sentence naming it. */
export function productPageDescription(product: PageProduct): string {
  const text = summarise(product.description ?? '')
  return text || `${product.name.trim()}, by the metre from ${SITE_NAME}.`
}

/** The product page's title and description, for the page itself to set once its product is known. */
export function productPageHead(product: PageProduct): { readonly title: string; readonly description: string } {
  return { title: productPageTitle(product.name), description: productPageDescription(product) }
}

/** '/About-Us/' → '/about-us' for matching; percent-escapes are kept, as the router's are decoded segment by segment. */
function normalisePath(pathname: string): string {
  const path = `/${pathname.replace(/^\/+/, '')}`.replace(/\/+$/, '')
  return path === '' ? '/' : path
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null // a malformed %-escape: no product has such an id
  }
}

function metaOf(page: PageDefinition, canonicalPath: string | null, extra: Partial<PageMeta> = {}): PageMeta {
  const indexable = page.access === 'public'
  return {
    page: page.id,
    title: page.title,
    description: page.description,
    indexable,
    canonicalPath: indexable ? canonicalPath : null,
    access: page.access,
    status: page.access === 'missing' ? 404 : 200,
    ...extra,
  }
}

/*
 * The listing's URL (src/lib/listing-filters.ts writes it): category, page and search, and the
 * other filters (subCategory, price, rating, todaysDeals, weight, count, construction).
 * Canonical rule: one category and the page number name real, distinct listings (the category
 * bar links to each category; each page lists other products), so they are kept. Any other
 * filter is a facet of that listing: its canonical URL is the listing without the facet and
 * without a page number (the page of a filtered list is not a page of the unfiltered one).
 * Several categories at once are a facet too. A search is the store's own search results,
 * which search engines are asked not to index.
 */
const FACET_KEYS = new Set(['subCategory', 'price', 'rating', 'todaysDeals', 'weight', 'count', 'construction'])

function listingMeta(page: PageDefinition, params: URLSearchParams): PageMeta {
  const categories = [...new Set((params.get('category') ?? '').split(',').map((c) => c.trim()).filter(Boolean))]
  const category = categories.length === 1 ? (categories[0] ?? null) : null
  const pageText = params.get('page') ?? ''
  const pageNumber = /^\d{1,9}$/.test(pageText) && Number(pageText) > 1 ? Number(pageText) : null
  // any other key (utm_source, a click id) changes nothing on the page and is simply dropped
  const faceted = categories.length > 1 || [...params].some(([key, value]) => FACET_KEYS.has(key) && value.trim() !== '')
  const title = titled([category, pageNumber === null ? 'Products' : `Products, page ${pageNumber}`].filter(Boolean).join(' | '))
  const description = category
    ? `${category} by the metre at ${SITE_NAME}: browse, filter and order fabrics and yarn for your business.`
    : page.description
  if ((params.get('search') ?? '').trim() !== '') {
    return { ...metaOf(page, null), title, description, indexable: false, canonicalPath: null }
  }
  const canonical = new URLSearchParams()
  if (category) canonical.set('category', category)
  if (pageNumber !== null && !faceted) canonical.set('page', String(pageNumber))
  const query = canonical.toString()
  return metaOf(page, query ? `${page.path}?${query}` : page.path, { title, description })
}

function productMeta(id: string, context: PageContext): PageMeta {
  const base: Omit<PageMeta, 'title' | 'description'> = {
    page: 'product',
    indexable: true,
    canonicalPath: productPath(id),
    access: 'public',
    status: 200,
    productId: id,
  }
  if (context.product === null) {
    return { ...base, title: titled('Product Not Found'), description: NOT_FOUND.description, indexable: false, canonicalPath: null, status: 404 }
  }
  if (context.product === undefined) {
    return { ...base, title: titled('Product'), description: `A fabric from the ${SITE_NAME} catalogue, by the metre.` }
  }
  return { ...base, ...productPageHead(context.product) }
}

/**
 * The head of the page at `pathname` (without the router's basename) and `search` ('?a=b',
 * 'a=b' or URLSearchParams). Matching follows the router: any letter case, a trailing slash
 * ignored; any path outside the table is the 404 page.
 */
export function pageMeta(pathname: string, search: string | URLSearchParams = '', context: PageContext = {}): PageMeta {
  const path = normalisePath(pathname)
  const product = /^\/product\/([^/]+)$/i.exec(path)
  if (product?.[1] !== undefined) {
    const id = decodeSegment(product[1])
    return id === null || id.trim() === '' ? metaOf(NOT_FOUND, null) : productMeta(id, context)
  }
  const page = byLowerPath.get(path.toLowerCase())
  if (!page) return metaOf(NOT_FOUND, null)
  if (page.id === 'products') return listingMeta(page, typeof search === 'string' ? new URLSearchParams(search) : search)
  // every other page shows the same content whatever its query says (the blogs' ?article= features one
  // of the articles the page lists anyway): its canonical URL is its own path
  return metaOf(page, page.path)
}

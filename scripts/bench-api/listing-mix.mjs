// The listing calls of the load test: GET /api/getAllProducts as the storefront sends it
// (src/lib/listing-filters.ts's toProductsQuery: page, limit 12, the filters that differ from
// their defaults), a fixed mix of every SPEC 7/9 filter, combinations of them and search terms.
// Drawn once from a fixed seed: every run sends the same calls in the same order.
const PAGE_SIZE = 12

/** A small seeded generator (mulberry32): the same sequence on every run. */
export function seededRandom(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const PRICE_RANGES = ['0-50', '50-100', '100-200', '200-500', '500-1000', '1000+']
const WEIGHTS = [100, 150, 200, 250, 300, 350]
const SEARCH_TERMS = ['silk', 'cotton', 'linen shirting', 'herringbone', 'velvet', 'khadi', 'printed', 'poplin', 'dupatta', 'denim', 'brocade', 'design 4', 'curtain', 'merino wool', 'georgette', 'handloom']

function path(query) {
  const params = new URLSearchParams({ page: String(query.page ?? 1), limit: String(PAGE_SIZE) })
  for (const [key, value] of Object.entries(query)) if (key !== 'page' && value !== undefined) params.set(key, String(value))
  return `/api/getAllProducts?${params}`
}

/**
 * `size` listing paths. `vocabulary` comes from the database: { categories: [{ name, subCategories }],
 * counts, constructions, pageCount } (pageCount: pages of the unfiltered catalogue).
 */
export function listingPaths(vocabulary, size = 400, seed = 18) {
  const random = seededRandom(seed)
  const pick = (list) => list[Math.floor(random() * list.length)]
  const page = (max) => 1 + Math.floor(random() * max)
  const category = () => pick(vocabulary.categories)
  const kinds = [
    // [weight, query]: how often each shape of call comes
    [14, () => ({ page: page(Math.min(50, vocabulary.pageCount)) })],
    [4, () => ({ page: page(vocabulary.pageCount) })],
    [16, () => ({ category: category().name, page: page(3) })],
    [4, () => ({ category: [category().name, category().name].join(','), page: page(2) })],
    [8, () => {
      const c = category()
      return { category: c.name, subCategory: pick(c.subCategories), page: page(2) }
    }],
    [8, () => ({ priceRange: pick(PRICE_RANGES), page: page(3) })],
    [6, () => ({ rating: 1 + Math.floor(random() * 5), category: category().name })],
    [5, () => ({ weight: pick(WEIGHTS) })],
    [4, () => ({ count: pick(vocabulary.counts) })],
    [4, () => ({ construction: pick(vocabulary.constructions) })],
    [4, () => ({ newArrival: 'true' })],
    [8, () => ({ category: category().name, priceRange: pick(PRICE_RANGES), rating: 1 + Math.floor(random() * 4), weight: pick(WEIGHTS) })],
    [15, () => ({ search: pick(SEARCH_TERMS), page: page(2) })],
  ]
  const total = kinds.reduce((sum, [weight]) => sum + weight, 0)
  return Array.from({ length: size }, () => {
    let roll = random() * total
    for (const [weight, make] of kinds) {
      roll -= weight
      if (roll < 0) return path(make())
    }
    return path({})
  })
}

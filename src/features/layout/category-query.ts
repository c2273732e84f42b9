/*
 * The category bar's targets (SPEC 2): New Arrivals toggles todaysDeals, a category button sets
 * the category filter; both go to /products using the shared listing query
 * (`/products?category=Cotton,Silk&todaysDeals=true&page=2`). Pressing a button that is already
 * on turns it off. On the listing itself the other filters stay and paging restarts (SPEC 4:
 * any filter change resets to page 1); from any other page the listing opens with just that filter.
 */
const LISTING = '/products'

/** The listing's current query, or null when the visitor is on another page. */
export function listingQuery(pathname: string, search: string): URLSearchParams | null {
  return pathname === LISTING ? new URLSearchParams(search) : null
}

export function isTodaysDealsOn(query: URLSearchParams | null): boolean {
  return query?.get('todaysDeals') === 'true'
}

export function selectedCategories(query: URLSearchParams | null): string[] {
  return (query?.get('category') ?? '').split(',').filter((name) => name !== '')
}

export function isCategoryOn(query: URLSearchParams | null, name: string): boolean {
  return selectedCategories(query).includes(name)
}

export function todaysDealsTarget(query: URLSearchParams | null): string {
  const next = startFrom(query)
  if (isTodaysDealsOn(query)) next.delete('todaysDeals')
  else next.set('todaysDeals', 'true')
  return toListing(next)
}

/** Off -> the listing filtered to this category alone; on -> this category taken out. */
export function categoryTarget(query: URLSearchParams | null, name: string): string {
  const next = startFrom(query)
  const rest = selectedCategories(query).filter((c) => c !== name)
  if (!isCategoryOn(query, name)) next.set('category', name)
  else if (rest.length > 0) next.set('category', rest.join(','))
  else next.delete('category')
  return toListing(next)
}

function startFrom(query: URLSearchParams | null): URLSearchParams {
  const next = new URLSearchParams(query ?? undefined)
  next.delete('page')
  return next
}

function toListing(query: URLSearchParams): string {
  // commas stay readable in the address bar (the listing splits on them either way)
  const text = query.toString().replaceAll('%2C', ',')
  return text ? `${LISTING}?${text}` : LISTING
}

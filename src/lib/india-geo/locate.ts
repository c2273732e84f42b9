import { CITIES, type City } from './cities'
import { parseRing, type LonLat } from './projection'
import { NORTH_STATES, type StateShape } from './states-north'
import { NORTHEAST_STATES } from './states-northeast'
import { SOUTH_STATES } from './states-south'

/** The country every bundled place belongs to. */
export const COUNTRY = 'India'

/** A state outline ready for lookups and drawing. */
export interface StateRegion {
  readonly name: string
  readonly ring: readonly LonLat[]
}

/** Twice the signed area of a ring, in square degrees (only its size matters here). */
function ringArea(ring: readonly LonLat[]): number {
  let sum = 0
  ring.forEach((p, i) => {
    const q = ring[(i + 1) % ring.length]!
    sum += p.lon * q.lat - q.lon * p.lat
  })
  return Math.abs(sum)
}

/*
 * Smallest first: a union territory drawn inside its neighbour's coarse outline (Delhi,
 * Chandigarh, Puducherry) wins over the state around it.
 */
export const STATE_REGIONS: readonly StateRegion[] = [...NORTH_STATES, ...NORTHEAST_STATES, ...SOUTH_STATES]
  .map((s: StateShape) => ({ name: s.name, ring: parseRing(s.ring) }))
  .sort((a, b) => ringArea(a.ring) - ringArea(b.ring))

/** Ray casting: whether the point lies inside the ring. */
export function isInsideRing(point: LonLat, ring: readonly LonLat[]): boolean {
  let inside = false
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!
    const b = ring[j]!
    const crosses = a.lat > point.lat !== b.lat > point.lat
    if (crosses && point.lon < ((b.lon - a.lon) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lon) inside = !inside
  }
  return inside
}

const EARTH_RADIUS_KM = 6371

/** Great-circle distance in kilometres. */
export function haversineKm(a: LonLat, b: LonLat): number {
  const rad = (deg: number) => (deg * Math.PI) / 180
  const dLat = rad(b.lat - a.lat)
  const dLon = rad(b.lon - a.lon)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** The state whose outline holds the point, if any. */
export function stateAt(point: LonLat): string | null {
  return STATE_REGIONS.find((region) => isInsideRing(point, region.ring))?.name ?? null
}

/** The nearest of the given cities, with its distance. */
export function nearestCity(point: LonLat, among: readonly City[] = CITIES): { city: City; km: number } | null {
  let best: { city: City; km: number } | null = null
  for (const city of among) {
    const km = haversineKm(point, city)
    if (!best || km < best.km) best = { city, km }
  }
  return best
}

/*
 * Off the coarse outlines (a coastal sliver, a gap between two borders) a point still counts
 * when a city is this close; further out it is sea or another country.
 */
const NEAR_CITY_KM = 60

export interface LocatedPlace {
  readonly city: string
  readonly state: string
  readonly country: string
  /** Kilometres from the picked point to the city. */
  readonly km: number
}

/**
 * What a picked point fills in: its state (by outline, else the nearest city's), the nearest
 * city of that state, and the country. Null for a point outside India.
 */
export function locate(point: LonLat): LocatedPlace | null {
  const overall = nearestCity(point)
  if (!overall) return null
  const state = stateAt(point) ?? (overall.km <= NEAR_CITY_KM ? overall.city.state : null)
  if (!state) return null
  const inState = nearestCity(
    point,
    CITIES.filter((c) => c.state === state),
  )
  const chosen = inState ?? overall
  return { city: chosen.city.name, state, country: COUNTRY, km: Math.round(chosen.km) }
}

/** A city's own place, as picking it from the list fills the form. */
export function placeOfCity(city: City): LocatedPlace {
  return { city: city.name, state: city.state, country: COUNTRY, km: 0 }
}

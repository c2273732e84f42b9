import { describe, expect, it } from 'vitest'
import { CITIES } from '../../src/lib/india-geo/cities'
import { haversineKm, isInsideRing, locate, STATE_REGIONS } from '../../src/lib/india-geo/locate'
import { MAINLAND_OUTLINE } from '../../src/lib/india-geo/outline'
import { MAP_SIZE, parseRing, project, unproject } from '../../src/lib/india-geo/projection'

/*
 * The bundled map of India (map mode of the address popups): a picked point becomes a state by
 * its outline and the nearest city of that state, all computed locally.
 */
describe('india-geo', () => {
  it('puts every bundled city in its own state, and picks the city itself when clicked on it', () => {
    for (const city of CITIES) {
      expect(locate(city), city.name).toEqual({ city: city.name, state: city.state, country: 'India', km: 0 })
    }
  })

  it('tells neighbouring places apart across state borders', () => {
    expect(locate({ lon: 77.03, lat: 28.46 })?.state).toBe('Haryana') // Gurugram, beside Delhi
    expect(locate({ lon: 77.2, lat: 28.65 })?.state).toBe('Delhi')
    expect(locate({ lon: 77.83, lat: 12.74 })?.state).toBe('Tamil Nadu') // Hosur, beside Bengaluru
    expect(locate({ lon: 73.95, lat: 15.3 })).toMatchObject({ state: 'Goa', city: 'Panaji' })
  })

  it('names the nearest city of the state the point is in', () => {
    // near Kanpur but closer to nothing else in Uttar Pradesh
    expect(locate({ lon: 80.2, lat: 26.5 })).toMatchObject({ city: 'Kanpur', state: 'Uttar Pradesh', country: 'India' })
  })

  it('refuses points outside India: the sea, Pakistan, Nepal, Bangladesh', () => {
    expect(locate({ lon: 85, lat: 15 })).toBeNull() // Bay of Bengal
    expect(locate({ lon: 68.5, lat: 27.5 })).toBeNull() // Sindh
    expect(locate({ lon: 85.3, lat: 27.7 })).toBeNull() // Kathmandu
    expect(locate({ lon: 90.4, lat: 23.8 })).toBeNull() // Dhaka
  })

  it('keeps every state inside the mainland outline or on an island', () => {
    const outline = parseRing(MAINLAND_OUTLINE)
    const islands = ['Andaman and Nicobar Islands', 'Lakshadweep']
    for (const city of CITIES.filter((c) => !islands.includes(c.state))) {
      expect(isInsideRing(city, outline), city.name).toBe(true)
    }
    expect(STATE_REGIONS.map((r) => r.name)).toContain('Ladakh')
  })

  it('projects and unprojects a place to the same place', () => {
    const place = { lon: 77.59, lat: 12.97 }
    const back = unproject(project(place))
    expect(back.lon).toBeCloseTo(place.lon, 6)
    expect(back.lat).toBeCloseTo(place.lat, 6)
    const p = project(place)
    expect(p.x).toBeGreaterThan(0)
    expect(p.x).toBeLessThan(MAP_SIZE.width)
    expect(p.y).toBeLessThan(MAP_SIZE.height)
  })

  it('measures great-circle distances', () => {
    // Mumbai to New Delhi is about 1150 km
    expect(haversineKm({ lon: 72.88, lat: 19.08 }, { lon: 77.21, lat: 28.61 })).toBeGreaterThan(1100)
    expect(haversineKm({ lon: 72.88, lat: 19.08 }, { lon: 77.21, lat: 28.61 })).toBeLessThan(1200)
  })
})

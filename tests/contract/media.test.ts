// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { swatchPatterns } from '../../seed/fixtures/textile-vocabulary'
import { avatarUrl, swatchUrl } from '../../seed/media/media-urls'
import { catalogueService } from '../../src/services/catalogue-service'
import { serveMockBackend } from './support/mock-api'

serveMockBackend()

const get = (path: string) => fetch(`http://localhost${path}`)

describe('generated fabric swatches', () => {
  test.each(swatchPatterns)('%s: an SVG of 400×500 (4:5), a few KB', async (pattern) => {
    const response = await get(swatchUrl(pattern, '#7a1f2b', 2))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    const svg = await response.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="400" height="500" viewBox="0 0 400 500">/)
    expect(svg).toContain('#7a1f2b') // drawn in the variety's colour
    expect(svg.length).toBeGreaterThan(500)
    expect(svg.length).toBeLessThan(10_000)
  })

  test('the same URL always draws the same picture; variants differ', async () => {
    const one = await (await get(swatchUrl('Floral', '#11777a', 1))).text()
    expect(await (await get(swatchUrl('Floral', '#11777a', 1))).text()).toBe(one)
    expect(await (await get(swatchUrl('Floral', '#11777a', 3))).text()).not.toBe(one)
  })

  test('every image of every seeded product is served', async () => {
    const products = await catalogueService.listProducts({}).then((r) => r.data)
    // the reviews' pictures too, read a page at a time as the product page reads them
    const reviews = await Promise.all(products.map((p) => catalogueService.productReviews(p._id, { skip: 0, limit: 100 }).then((r) => r.data)))
    const urls = new Set([...products.flatMap((p) => p.productVarieties.flatMap((v) => v.images)), ...reviews.flat().flatMap((r) => r.images ?? [])])
    const failing: string[] = []
    for (const url of urls) if ((await get(url)).status !== 200) failing.push(url)
    expect(urls.size).toBeGreaterThan(300)
    expect(failing).toEqual([])
  })

  test.each([
    '/media/swatch/tartan/7a1f2b/1.svg',
    '/media/swatch/plain/zzzzzz/1.svg',
    '/media/swatch/plain/7a1f2b/0.svg',
    '/media/upload/unknown',
  ])('%s is a 404', async (path) => {
    expect((await get(path)).status).toBe(404)
  })
})

describe('avatars', () => {
  test('an SVG with the initials', async () => {
    const response = await get(avatarUrl('Aarav Mehta'))
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(await response.text()).toContain('>AM</text>')
  })

  test('markup in the name never reaches the picture', async () => {
    const svg = await (await get(avatarUrl('<script>alert(1)</script> Eve'))).text()
    expect(svg).not.toContain('<script')
    expect(svg).toContain('>SE</text>')
  })
})

import { afterEach, describe, expect, test, vi } from 'vitest'
import { palette } from '../../seed/fixtures/textile-vocabulary'
import { swatchBackground } from '../../src/lib/swatch-colour'

/*
 * Issue 26: a product page opened by its address drew every swatch as the grey weave, because
 * the swatch asked the browser's CSS.supports, which the server render does not have, and
 * hydration keeps the server's attributes. The answer must not depend on CSS.supports.
 */

const WEAVE = /^repeating-linear-gradient/

afterEach(() => vi.unstubAllGlobals())

describe('swatchBackground', () => {
  test('every colour of the catalogue paints as itself where no CSS.supports exists (the server)', () => {
    vi.stubGlobal('CSS', undefined)
    for (const { name } of palette) expect(swatchBackground(name)).toBe(name)
  })

  test('answers the same with and without a browser', () => {
    const samples = ['SeaGreen', '#2f8a5a', '#abc', 'rgb(47 138 90)', 'rgba(47, 138, 90, 0.5)', 'hsl(150deg 49% 36% / 50%)', 'oklch(0.6 0.1 150)', 'url(https://evil.example/x.png)', 'Sea Green', 'red; background: url(x)', 'var(--x)', 'rgb(url(x))', '']
    vi.stubGlobal('CSS', undefined)
    const onServer = samples.map(swatchBackground)
    // a browser that would accept anything: the answer must not come from it
    vi.stubGlobal('CSS', { supports: () => true })
    expect(samples.map(swatchBackground)).toEqual(onServer)
    expect(onServer.slice(0, 7)).toEqual(samples.slice(0, 7))
    for (const refused of onServer.slice(7)) expect(refused).toMatch(WEAVE)
  })
})

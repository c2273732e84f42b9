import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { endpoints, type EndpointName } from '../../contracts/endpoints'
import { resetMockBackend, server } from '../../mocks/node'
import { errorCatalogue } from '../../mocks/error-catalogue'
import { presetBySlug, presets } from '../../mocks/scenario-presets'
import {
  applyScenarioSelectionFromUrl,
  readScenarioSelection,
  scenarioSelection,
  selectScenarios,
  setCallMode,
  writeScenarioSelection,
} from '../../mocks/scenario-selection'
import { activeScenarios, applyScenariosFromUrl, clearScenarios, isScenarioMode, setScenario } from '../../mocks/scenarios'

/* The presets of the scenario panel: SPEC 8 row by row, their URL form, and what they make the fake backend answer. */

/** SPEC 8's Situation column, word for word and in order: the oracle for the catalogue. */
const SPEC_8_SITUATIONS = [
  'Logout',
  'Empty required fields (sign in, sign up, forgot password, OTP, addresses, support)',
  'Invalid email',
  'Invalid 10-digit phone at sign-up',
  'Invalid phone in address',
  'Password mismatch',
  'Login failure',
  'Forgot-password request failure',
  'Google sign-in failure',
  'Sign-up failure',
  'Login success',
  'OTP failure',
  'Profile save',
  'Support',
  'Cart load failure',
  'Cart line removal failure',
  'Coupon apply or remove failure',
  'Empty coupon',
  'Success of wishlist removal, cart update, cart removal, coupon actions',
  'Wishlist add',
  'Order list, wishlist load, wishlist remove',
  'Address selection',
  'Address delete',
  'Edit address',
  'Add address failure',
  'Order placement failure',
  'Add to cart out of stock',
  'Add to cart',
  'Add to cart empty fields',
  'Review',
  'Startup load failure',
]

/** Rows whose message depends on a server answer other than success: they need a preset. */
const NEEDS_A_PRESET = [
  'Login failure',
  'Forgot-password request failure',
  'Google sign-in failure',
  'Sign-up failure',
  'OTP failure',
  'Profile save',
  'Support',
  'Cart load failure',
  'Cart line removal failure',
  'Coupon apply or remove failure',
  'Wishlist add',
  'Order list, wishlist load, wishlist remove',
  'Address selection',
  'Address delete',
  'Edit address',
  'Add address failure',
  'Order placement failure',
  'Add to cart',
  'Review',
  'Startup load failure',
]

/** Validation rows: typing is enough, no scenario. */
const REACHED_BY_INPUT = [
  'Empty required fields (sign in, sign up, forgot password, OTP, addresses, support)',
  'Invalid email',
  'Invalid 10-digit phone at sign-up',
  'Invalid phone in address',
  'Password mismatch',
  'Empty coupon',
  'Add to cart out of stock',
  'Add to cart empty fields',
]

/** Presets for situations beyond SPEC 8's rows (loading, empty and broken answers everywhere). */
const GENERAL_PRESETS = [
  'cart-update-fails',
  'location-unknown',
  'empty-lists',
  'everything-slow',
  'offline',
  'session-expires',
  'malformed-answers',
  // issue 31: the demo gateway's confirmation after the return ends in Payment Success
  'payment-confirmed-late',
]

describe('SPEC 8 catalogue', () => {
  it('has every row of SPEC 8, in order', () => {
    expect(errorCatalogue.map((row) => row.situation)).toEqual(SPEC_8_SITUATIONS)
  })

  it('gives every row a way to reach it', () => {
    for (const row of errorCatalogue) expect(row.reach.length, row.situation).toBeGreaterThan(0)
  })

  it('reaches every row that depends on a server failure through a preset', () => {
    for (const situation of NEEDS_A_PRESET) {
      const row = errorCatalogue.find((r) => r.situation === situation)!
      expect(row.reach.some((r) => r.kind === 'preset'), situation).toBe(true)
    }
  })

  it('marks the validation rows as reached by input', () => {
    for (const situation of REACHED_BY_INPUT) {
      const row = errorCatalogue.find((r) => r.situation === situation)!
      expect(row.reach.map((r) => r.kind), situation).toContain('input')
    }
  })

  it('names only presets that exist, and every preset serves a row or is one of the general ones', () => {
    const named = errorCatalogue.flatMap((row) => row.reach.flatMap((r) => (r.kind === 'preset' ? [r.preset] : [])))
    for (const slug of named) expect(presetBySlug(slug), slug).toBeDefined()
    const unused = presets.map((p) => p.slug).filter((slug) => !named.includes(slug))
    expect(unused.sort()).toEqual([...GENERAL_PRESETS].sort())
  })

  it("includes the issue's examples", () => {
    const titles = presets.map((p) => p.title)
    for (const title of ['Wrong one-time code', 'Coupon rejected', 'Payment fails', 'Address delete fails', 'Startup load fails', 'Add to cart fails silently']) {
      expect(titles).toContain(title)
    }
  })

  it('has unique, URL-safe slugs and settings on known calls with known modes', () => {
    const slugs = presets.map((p) => p.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    const calls = new Set<string>([...Object.keys(endpoints), 'geolocation', 'gatewayCapture', '*'])
    for (const preset of presets) {
      expect(preset.slug).toMatch(/^[a-z0-9-]+$/)
      expect(preset.settings.length, preset.slug).toBeGreaterThan(0)
      for (const s of preset.settings) {
        expect(calls.has(s.target), `${preset.slug}: ${s.target}`).toBe(true)
        expect(isScenarioMode(s.mode)).toBe(true)
      }
    }
  })
})

describe('URL form', () => {
  afterEach(() => clearScenarios())

  it('round-trips presets and per-call modes', () => {
    const selection = {
      presets: ['payment-fails', 'coupon-rejected'],
      overrides: [{ target: 'cart' as const, mode: 'slow' as const }],
    }
    const search = writeScenarioSelection('', selection)
    expect(search).toBe('?scenario=payment-fails,coupon-rejected&mock=cart:slow')
    expect(readScenarioSelection(search)).toEqual(selection)
  })

  it("keeps the app's own parameters when writing, and drops its own when nothing is selected", () => {
    const written = writeScenarioSelection('?category=Cotton,Silk&page=2&scenario=offline', {
      presets: ['payment-fails'],
      overrides: [],
    })
    expect(new URLSearchParams(written).get('category')).toBe('Cotton,Silk')
    expect(new URLSearchParams(written).get('page')).toBe('2')
    expect(new URLSearchParams(written).get('scenario')).toBe('payment-fails')
    expect(writeScenarioSelection('?step=payment&scenario=offline&mock=buy:slow', { presets: [], overrides: [] })).toBe('?step=payment')
    expect(writeScenarioSelection('?scenario=offline', { presets: [], overrides: [] })).toBe('')
  })

  it('ignores unknown presets, calls and modes', () => {
    expect(readScenarioSelection('?scenario=nope,payment-fails&mock=nowhere:slow,buy:sideways,cart:empty')).toEqual({
      presets: ['payment-fails'],
      overrides: [{ target: 'cart', mode: 'empty' }],
    })
  })

  it('applies presets and the per-call form at start, per calls after the presets', () => {
    applyScenarioSelectionFromUrl('?scenario=payment-fails&mock=buy:slow,signin:network')
    const byTarget = Object.fromEntries(activeScenarios().map((a) => [a.target, a.mode]))
    expect(byTarget).toEqual({ buy: 'slow', signin: 'network' })
  })

  it('keeps the older ?mock= reader working', () => {
    expect(applyScenariosFromUrl('?mock=cart:empty').map((a) => [a.target, a.mode])).toEqual([['cart', 'empty']])
    expect(scenarioSelection().overrides).toEqual([{ target: 'cart', mode: 'empty', options: {} }])
  })
})

describe('selection', () => {
  afterEach(() => clearScenarios())

  it('applies a preset with its server message', () => {
    selectScenarios({ presets: ['coupon-rejected'], overrides: [] })
    expect(activeScenarios()).toEqual([
      { target: 'applyCoupon', mode: 'server-error', options: { msg: 'Invalid coupon code', status: 400 } },
    ])
  })

  it('lets a hand-set success override a preset, and removes a plain success', () => {
    selectScenarios({ presets: ['startup-load-fails'], overrides: [] })
    setCallMode('highlights', 'success')
    expect(activeScenarios().map((a) => a.target).sort()).toEqual(['categories', 'categoryNames'])
    setCallMode('cart', 'success')
    expect(scenarioSelection().overrides.map((o) => o.target)).toEqual(['highlights'])
  })

  it('turns a scenario set directly (a test, the old reader) into hand-set calls', () => {
    selectScenarios({ presets: ['payment-fails'], overrides: [] })
    setScenario('cart', 'slow')
    expect(scenarioSelection().presets).toEqual([])
    expect(scenarioSelection().overrides.map((o) => [o.target, o.mode]).sort()).toEqual([
      ['buy', 'server-error'],
      ['cart', 'slow'],
    ])
  })
})

/* What each preset makes the fake backend answer, call by call. */
const sampleUrl = (name: EndpointName) => `http://localhost/api${endpoints[name].path.replace(/:[A-Za-z]+/g, 'x')}`

async function answerOf(target: string): Promise<{ status: number; msg?: unknown } | 'network'> {
  const url = target === 'geolocation' ? 'http://localhost/geo/json' : sampleUrl(target === '*' ? 'products' : (target as EndpointName))
  const method = target === 'geolocation' || target === '*' ? 'GET' : endpoints[target as EndpointName].method
  try {
    const response = await fetch(url, {
      method,
      headers: { 'Content-Type': 'application/json' },
      ...(method === 'GET' ? {} : { body: '{}' }),
    })
    const body = (await response.json().catch(() => ({}))) as { msg?: unknown }
    return { status: response.status, msg: body.msg }
  } catch {
    return 'network'
  }
}

describe('presets against the fake backend', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  beforeEach(() => resetMockBackend())
  afterAll(() => {
    clearScenarios()
    server.close()
  })

  // a slow or stalled call answers normally, only later: nothing to tell apart here
  for (const preset of presets.filter((p) => p.settings.every((s) => s.mode !== 'slow' && s.mode !== 'stalled'))) {
    it(`${preset.slug}: every call it sets answers as forced`, async () => {
      selectScenarios({ presets: [preset.slug], overrides: [] })
      for (const setting of preset.settings) {
        const answer = await answerOf(setting.target)
        switch (setting.mode) {
          case 'network':
            expect(answer, setting.target).toBe('network')
            break
          case 'server-error':
            expect(answer, setting.target).toEqual({
              status: setting.options?.status ?? 500,
              msg: setting.options?.msg ?? 'Internal server error',
            })
            break
          case 'unauthorized':
            expect(answer, setting.target).toMatchObject({ status: 401 })
            break
          case 'malformed':
            expect(answer, setting.target).toEqual({ status: 200, msg: 0 })
            break
          case 'empty':
            // answered through the normal pipeline: the request itself decides (401 signed out)
            expect(answer, setting.target).not.toBe('network')
            break
          default:
            throw new Error(`unexpected mode ${setting.mode}`)
        }
      }
    })
  }
})

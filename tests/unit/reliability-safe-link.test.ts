import { describe, expect, it } from 'vitest'
import { redirectTargetFrom } from '../../src/features/auth/redirect-target'
import { isInAppPath, isSafeHref, safeHrefOr } from '../../src/lib/safe-link'

/* Links and redirects built from data go only to in-app paths or http(s) pages (docs/architecture.md, Reliability and security). */

const IN_APP = ['/', '/products?category=Silk&page=2', '/product/p1#reviews', '/user-profile?section=faq', '/a/b//c']
const HTTP = ['https://www.facebook.com/', 'http://example.in/path?q=1', 'HTTPS://EXAMPLE.IN']
const REFUSED = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'mailto:someone@example.in',
  '//evil.example/path',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  ' /products',
  '/products\u0000',
  'https:evil.example',
  'https:/evil.example',
  'https://',
  'https:///evil',
  'products',
  './products',
  '../admin',
  '',
  '#top',
  '?q=1',
]
const NOT_STRINGS = [null, undefined, 42, {}, ['/products'], { toString: () => '/products' }]

describe('isSafeHref', () => {
  it.each(IN_APP)('accepts the in-app path %j', (href) => expect(isSafeHref(href)).toBe(true))
  it.each(HTTP)('accepts the http(s) URL %j', (href) => expect(isSafeHref(href)).toBe(true))
  it.each(REFUSED)('refuses %j', (href) => expect(isSafeHref(href)).toBe(false))
  it.each(NOT_STRINGS)('refuses the non-string %j', (href) => expect(isSafeHref(href)).toBe(false))
})

describe('isInAppPath', () => {
  it.each(IN_APP)('accepts %j', (href) => expect(isInAppPath(href)).toBe(true))
  it.each([...HTTP, ...REFUSED])('refuses %j', (href) => expect(isInAppPath(href)).toBe(false))
})

describe('safeHrefOr', () => {
  it('keeps a safe href and replaces anything else with the fallback', () => {
    expect(safeHrefOr('/cart')).toBe('/cart')
    expect(safeHrefOr('https://x.com/')).toBe('https://x.com/')
    expect(safeHrefOr('javascript:alert(1)')).toBe('/')
    expect(safeHrefOr('//evil.example', '/products')).toBe('/products')
  })
})

describe('the redirect after sign-in (login guard state)', () => {
  it('returns to the in-app page the guard saved', () => {
    expect(redirectTargetFrom({ from: '/checkout?step=payment' })).toBe('/checkout?step=payment')
  })
  it.each([...HTTP, ...REFUSED, ...NOT_STRINGS])('goes home instead of %j', (from) => {
    expect(redirectTargetFrom({ from })).toBe('/')
  })
  it.each([null, undefined, 'string state', 7, {}])('goes home when the state is %j', (state) => {
    expect(redirectTargetFrom(state)).toBe('/')
  })
})

// @vitest-environment node
import type { HtmlTagDescriptor } from 'vite'
import { describe, expect, it } from 'vitest'
import { apiPreconnect } from '../../scripts/api-preconnect'

/* index.html opens the connection to a cross-origin API before the entry script asks for data. */

const tagsFor = (apiBaseUrl: string | undefined) => {
  const env: Record<string, string> = apiBaseUrl === undefined ? {} : { VITE_API_BASE_URL: apiBaseUrl }
  const hook = apiPreconnect(env).transformIndexHtml as unknown as () => HtmlTagDescriptor[]
  return hook()
}

describe('API preconnect in index.html', () => {
  it('preconnects to the origin of an absolute API base, first in <head>, for CORS requests', () => {
    expect(tagsFor('https://api.tanabana.in/api')).toEqual([
      { tag: 'link', attrs: { rel: 'preconnect', href: 'https://api.tanabana.in', crossorigin: true }, injectTo: 'head-prepend' },
    ])
  })

  it('keeps a non-default port, which is part of the origin', () => {
    expect(tagsFor('http://127.0.0.1:4329/api')[0]?.attrs?.href).toBe('http://127.0.0.1:4329')
  })

  it.each([
    ['a relative base, served by the page’s own origin', '/api'],
    ['no base at all', undefined],
    ['a value that is not a URL', 'api.tanabana.in/api'],
    ['a scheme that is not http(s)', 'javascript:alert(1)'],
  ])('adds nothing for %s', (_, base) => {
    expect(tagsFor(base)).toEqual([])
  })
})

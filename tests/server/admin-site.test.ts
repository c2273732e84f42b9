// @vitest-environment node
import { Hono } from 'hono'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { BACK_OFFICE_ROBOTS } from '../../contracts/admin/back-office-site'
import { registerAdminSite } from '../../server/http/admin-site'
import { loadStaticSite, type StaticSite } from '../../server/http/static-site'

/*
 * The back office's pages on the server (issue 29): /admin and every client route under it get
 * the back office's own index.html with X-Robots-Tag, never the storefront's shell; its files
 * are the static site's, kept a year like the storefront's assets.
 */

const root = mkdtempSync(join(tmpdir(), 'tanabana-admin-site-'))
mkdirSync(join(root, 'admin', 'assets'), { recursive: true })
writeFileSync(join(root, 'index.html'), '<!doctype html><title>Storefront</title>')
writeFileSync(join(root, 'admin', 'index.html'), '<!doctype html><meta name="robots" content="noindex, nofollow"><title>Back office</title>')
writeFileSync(join(root, 'admin', 'assets', 'index-abc123.js'), 'console.log("admin")')
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** The back office's routes, then the storefront's fallback as server/http/app.ts orders them. */
function appFor(site: StaticSite): Hono {
  const app = new Hono()
  registerAdminSite(app, site)
  app.get('*', (c) => {
    const file = site.file(c.req.path)
    if (file) return c.body(new Uint8Array(file.body), 200, { 'Cache-Control': file.cacheControl })
    return c.html(new TextDecoder().decode(site.shell.body))
  })
  return app
}

describe('the back office on the server', () => {
  const site = loadStaticSite(root)!
  const app = appFor(site)

  test.each(['/admin', '/admin/', '/admin/orders', '/admin/orders/o-123', '/admin/set-password'])('%s is the back office’s page, never indexed', async (path) => {
    const answer = await app.request(`http://store${path}`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('x-robots-tag')).toBe(BACK_OFFICE_ROBOTS)
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await answer.text()).toContain('<title>Back office</title>')
  })

  test('its files are served as files, kept a year; the storefront keeps its own pages', async () => {
    const script = await app.request('http://store/admin/assets/index-abc123.js')
    expect(await script.text()).toBe('console.log("admin")')
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const storefront = await app.request('http://store/administration-of-cotton')
    expect(await storefront.text()).toContain('<title>Storefront</title>')
    expect(storefront.headers.get('x-robots-tag')).toBeNull()
  })

  test('without a back-office build, its pages say so instead of showing the storefront', async () => {
    const bare = mkdtempSync(join(tmpdir(), 'tanabana-admin-site-bare-'))
    try {
      writeFileSync(join(bare, 'index.html'), '<!doctype html><title>Storefront</title>')
      const answer = await appFor(loadStaticSite(bare)!).request('http://store/admin/orders')
      expect(answer.status).toBe(404)
      expect(await answer.text()).toContain('npm run build:admin')
    } finally {
      rmSync(bare, { recursive: true, force: true })
    }
  })
})

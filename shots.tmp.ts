import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const dir = '/work/notes/shots/i28-sort'
for (const width of [375, 800, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  await page.route(/^https:\/\/ipapi\.co\//, (r) => r.fulfill({ json: { postal: '395003', city: 'Surat', country_name: 'India' }, headers: { 'access-control-allow-origin': '*' } }))
  for (const [name, url] of [['sorted', '/products?sort=price-asc'], ['did-you-mean-empty', '/products?search=velvetine'], ['did-you-mean-found', '/products?search=lenin&sort=rating']] as const) {
    await page.goto(`http://127.0.0.1:4412${url}`)
    await page.waitForFunction(() => document.documentElement.getAttribute('data-hydrated') === 'true')
    await page.waitForTimeout(500)
    await page.screenshot({ path: `${dir}/${name}-${width}.png` })
  }
  await page.close()
}
await browser.close()

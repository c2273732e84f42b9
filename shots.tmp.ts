import { chromium } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const dir = '/work/notes/shots/i28-sort'
for (const width of [375, 800, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  const page = await context.newPage()
  await page.route(/^https:\/\/ipapi\.co\//, (r) => r.fulfill({ json: { postal: '395003', city: 'Surat', country_name: 'India' }, headers: { 'access-control-allow-origin': '*' } }))
  for (const [name, url] of [['sorted', '/products?sort=price-asc'], ['did-you-mean-empty', '/products?search=velvetine'], ['did-you-mean-found', '/products?search=lenin&sort=rating']] as const) {
    await page.goto(`http://127.0.0.1:4412${url}`)
    await page.waitForFunction(() => document.documentElement.getAttribute('data-hydrated') === 'true')
    await page.waitForTimeout(500)
    await page.screenshot({ path: `${dir}/${name}-${width}.png` })
    const axe = await new AxeBuilder({ page }).include('main').analyze()
    const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    console.log(width, name, 'axe serious/critical:', bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`))
  }
  // focus ring on the select and on the suggestion
  await page.keyboard.press('Tab')
  const sel = page.getByRole('combobox', { name: 'Sort by' })
  await sel.focus()
  await page.screenshot({ path: `${dir}/focus-sort-${width}.png`, clip: { x: 0, y: 150, width, height: 200 } })
  await context.close()
}
await browser.close()

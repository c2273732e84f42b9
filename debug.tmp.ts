import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
for (const delay of [100, 300, 500, 900, 1400]) {
  const page = await browser.newPage({ viewport: { width: 375, height: 900 } })
  await page.addInitScript({ content: `
    window.__log = [];
    const t0 = performance.now();
    const log = (s) => window.__log.push(Math.round(performance.now() - t0) + 'ms ' + s);
    document.addEventListener('tanabana:app-ready', () => log('app-ready'));
    for (const type of ['input', 'change']) window.addEventListener(type, (e) => { const t = e.target; if (t instanceof HTMLSelectElement) log(type + ' trusted=' + e.isTrusted + ' value=' + t.value + ' connected=' + t.isConnected + ' fiber=' + Object.keys(t).some((k) => k.startsWith('__reactFiber'))) }, true);
  ` })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.goto('http://127.0.0.1:4412/products', { waitUntil: 'commit' })
  const sortBy = page.getByRole('combobox', { name: 'Sort by' })
  await sortBy.waitFor()
  await page.waitForTimeout(delay)
  await sortBy.focus()
  await page.keyboard.press('ArrowDown') // Newest -> Price: low to high
  await page.waitForTimeout(4500)
  console.log(delay, 'value', await sortBy.inputValue(), page.url().split('?')[1], '\n  ' + (await page.evaluate(() => (window as any).__log)).join('\n  '))
  await page.close()
}
await browser.close()

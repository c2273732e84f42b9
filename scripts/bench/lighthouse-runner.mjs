// Lighthouse 12.8.2 through its node API, mobile defaults (simulated Slow 4G, 4x CPU slowdown),
// performance and accessibility. Every run gets its own Chrome with a fresh --user-data-dir,
// launched by chrome-launcher (Lighthouse's own launcher) with the project's Chromium flags;
// the figures are per-metric medians over the runs. The pages are measured interleaved (round
// after round, every page once per round), so a spell of load on the machine touches them all
// alike and the ratio of a page's LCP to the bare page's stays meaningful.
import { chromium } from '@playwright/test'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { onCleanup } from './cleanup.mjs'
import { CHROMIUM_FLAGS, CHROMIUM_PATH, PORTS } from './config.mjs'
import { median } from './stats.mjs'

/*
 * Mock mode and storage. A mock-mode page renders only after MSW's service worker is running
 * and the fake backend has its data (seeded into localStorage on the first visit, with faker).
 * A shopper pays that once; measured every time it would dominate the score and say nothing
 * about the store. So each mock-mode run first loads the page once, unmeasured (`warmUp`), and
 * Lighthouse is told to keep the service worker. We do not use `disableStorageReset: true` for
 * that: it would also keep the HTTP cache and measure a repeat visit with every script cached.
 * Instead `clearStorageTypes` omits only 'service_workers' from Lighthouse's default list, so
 * the HTTP cache is still wiped (scripts download again under the simulated Slow 4G) while the
 * worker stays registered; localStorage, where the fake backend keeps its data, is not in
 * Lighthouse's list to begin with.
 */
const GUARD = fileURLToPath(new URL('./guard-group.mjs', import.meta.url))
const CLEAR_ALL_BUT_SERVICE_WORKERS = ['file_systems', 'shader_cache', 'cache_storage']
const WARM_UP_TIMEOUT_MS = 60_000

let nextPort = 0

async function somethingListensOn(port) {
  try {
    await fetch(`http://127.0.0.1:${port}/json/version`, { signal: AbortSignal.timeout(1000) })
    return true
  } catch {
    return false
  }
}

/**
 * A free port of our range. chrome-launcher attaches to whatever Chrome already answers on the
 * port it is given (and would then measure a stale profile it cannot stop), so a busy port is
 * skipped rather than reused.
 */
async function freeChromePort() {
  const ports = PORTS.lighthouseChrome
  for (let tries = 0; tries < ports.length; tries++) {
    const port = ports[nextPort++ % ports.length]
    if (!(await somethingListensOn(port))) return port
  }
  throw new Error(`every Lighthouse Chrome port (${ports.join(', ')}) is taken; stop the stray Chrome and run again`)
}

function waitForExit(child, timeoutMs = 5000) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve()
    const timer = setTimeout(resolve, timeoutMs)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
  })
}

async function launchChrome() {
  const userDataDir = mkdtempSync(join(tmpdir(), 'tanabana-bench-lh-'))
  let chrome
  try {
    chrome = await launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROMIUM_FLAGS,
      userDataDir,
      port: await freeChromePort(),
      handleSIGINT: false, // our cleanup registry stops it, with everything else
      logLevel: 'silent',
    })
  } catch (error) {
    rmSync(userDataDir, { recursive: true, force: true })
    throw error
  }
  // chrome-launcher starts Chrome in its own process group, out of reach if this process is
  // killed outright: a guard process kills that group when our end of its stdin closes
  const guard = spawn(process.execPath, [GUARD, String(chrome.pid), userDataDir], { stdio: ['pipe', 'ignore', 'ignore'] })
  const stop = onCleanup(`Chrome for Lighthouse (pid ${chrome.pid})`, async () => {
    chrome.kill() // SIGKILL to the process group chrome-launcher started
    await waitForExit(chrome.process)
    rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5 })
    guard.kill('SIGTERM')
  })
  return { port: chrome.port, stop }
}

/**
 * One unmeasured load: registers MSW's worker and seeds the fake backend in this profile.
 * Answers the page's first <h1>, so the report shows what was measured.
 */
async function warmUp(port, url) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`, { timeout: WARM_UP_TIMEOUT_MS })
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext())
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'load', timeout: WARM_UP_TIMEOUT_MS })
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: WARM_UP_TIMEOUT_MS })
    await page.waitForLoadState('networkidle', { timeout: WARM_UP_TIMEOUT_MS }).catch(() => {})
    // what the page showed, for the report: a 404 or an error page would be measured just as happily
    const heading = await page
      .locator('h1')
      .first()
      .innerText({ timeout: 5000 })
      .catch(() => '(no h1)')
    await page.close()
    return heading.trim()
  } finally {
    // disconnects Playwright only: this Chrome was launched by chrome-launcher and stays up
    await browser.close()
  }
}

function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN
  const score = (id) => (lhr.categories[id]?.score == null ? Number.NaN : Math.round(lhr.categories[id].score * 100))
  const accessibilityFailures = (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
    .map((ref) => {
      const first = lhr.audits[ref.id].details?.items?.[0]?.node
      return { id: ref.id, title: lhr.audits[ref.id].title, example: first ? (first.selector ?? first.snippet) : null }
    })
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script')
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    accessibilityFailures,
    warnings: lhr.runWarnings ?? [],
    /** What the measured load fetched: shows whether the warm-up did its job (no seed, no worker install). */
    scriptUrls: scripts.map((r) => r.url),
    /** Lighthouse's own measure of this machine's speed, taken before each run. */
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
  }
}

async function runOnce(url, { warm }) {
  const chrome = await launchChrome()
  try {
    const heading = warm ? await warmUp(chrome.port, url) : null
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      clearStorageTypes: CLEAR_ALL_BUT_SERVICE_WORKERS,
      maxWaitForLoad: 90_000,
    })
    if (!result?.lhr) throw new Error('Lighthouse returned no result')
    if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`)
    return { ...figuresOf(result.lhr), heading }
  } finally {
    await chrome.stop()
  }
}

/** Per-metric medians of a page's runs, with the runs and the errors of failed ones. */
function summary(results, errors, runs) {
  if (results.length * 2 <= runs) throw new Error(`${errors.length} of ${runs} Lighthouse runs failed: ${errors.join(' | ')}`)
  const medianOf = (key) => median(results.map((r) => r[key]))
  return {
    performance: medianOf('performance'),
    accessibility: medianOf('accessibility'),
    fcpMs: medianOf('fcpMs'),
    lcpMs: medianOf('lcpMs'),
    tbtMs: medianOf('tbtMs'),
    cls: medianOf('cls'),
    benchmarkIndex: medianOf('benchmarkIndex'),
    runs: results,
    errors,
  }
}

/**
 * Runs Lighthouse `runs` rounds over `pages` ({ key, url, warm }), each page once per round.
 * Answers, by page key, { value } (the per-metric medians, every run's figures and the errors
 * of failed runs) or { error } when more than half of that page's runs failed.
 */
export async function runLighthouseRounds(pages, { runs, onProgress = () => {} }) {
  const collected = new Map(pages.map((page) => [page.key, { results: [], errors: [] }]))
  for (let round = 1; round <= runs; round++) {
    for (const page of pages) {
      onProgress(`round ${round}/${runs}: ${page.key}`)
      const into = collected.get(page.key)
      try {
        into.results.push(await runOnce(page.url, { warm: page.warm }))
      } catch (error) {
        into.errors.push(error?.message ?? String(error))
      }
    }
  }
  const outcome = new Map()
  for (const [key, { results, errors }] of collected) {
    try {
      outcome.set(key, { value: summary(results, errors, runs) })
    } catch (error) {
      outcome.set(key, { error })
    }
  }
  return outcome
}

#!/usr/bin/env node
// `node scripts/bench/lighthouse-ab.mjs [--runs=N] [--cold] name=url ...`: Lighthouse over
// several builds' pages in the same rounds, each page once per round, as `npm run bench` measures
// its own pages (the same runner, mobile defaults, a warm-up load first unless --cold). Lighthouse
// scales what it simulates by how busy the machine is, and that changes from minute to minute:
// two builds are compared only when measured side by side (docs/quality.md).
//
// An older commit's mock build, served beside the current one:
//   git worktree add /tmp/old <commit> && (cd /tmp/old && npm ci && npx vite build --mode mock --outDir /tmp/old-mock)
//   node scripts/bench/preview-process.mjs mock /tmp/old-mock 4351 &
//   node scripts/bench/preview-process.mjs mock dist-bench-mock 4352 &
//   node scripts/bench/lighthouse-ab.mjs --runs=4 old=http://127.0.0.1:4351/products now=http://127.0.0.1:4352/products
import { runLighthouseRounds } from './lighthouse-runner.mjs'

const args = process.argv.slice(2)
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3)
const warm = !args.includes('--cold')
const pages = args
  .filter((arg) => !arg.startsWith('--'))
  .map((arg) => {
    const at = arg.indexOf('=')
    return { key: arg.slice(0, at), url: arg.slice(at + 1), warm }
  })
if (!Number.isInteger(runs) || runs < 1 || pages.length === 0 || pages.some((page) => !page.key || !URL.canParse(page.url))) {
  console.error('usage: lighthouse-ab.mjs [--runs=N] [--cold] name=url [name=url ...]')
  process.exit(2)
}

const outcome = await runLighthouseRounds(pages, { runs, onProgress: (step) => console.error(`lighthouse-ab: ${step}`) })
for (const [key, { value, error }] of outcome) {
  if (error) {
    console.log(`${key}: ${error.message}`)
    continue
  }
  const eachRun = value.runs.map((run) => `${run.performance}/${Math.round(run.lcpMs)}/${Math.round(run.tbtMs)}`).join(' ')
  console.log(
    `${key}: performance ${value.performance}, LCP ${Math.round(value.lcpMs)} ms, TBT ${Math.round(value.tbtMs)} ms, ` +
      `FCP ${Math.round(value.fcpMs)} ms, machine index ${Math.round(value.benchmarkIndex)} (each run: score/LCP/TBT ${eachRun})`,
  )
}
process.exit(0)

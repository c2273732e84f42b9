// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

/* scripts/check-dependency-rule.mjs on src/devtools: mock mode only, reached from src/app alone, and never importing mocks/. */

const SCRIPT = join(process.cwd(), 'scripts/check-dependency-rule.mjs')
let root = ''

function check(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'dep-rule-devtools-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  const run = spawnSync(process.execPath, [SCRIPT], { env: { ...process.env, DEPENDENCY_RULE_ROOT: root }, encoding: 'utf8' })
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

afterEach(() => rmSync(root, { recursive: true, force: true }))

const devtools = {
  'src/devtools/mount.ts':
    "import type { MockControls } from '../../contracts/mock-control'\nimport { m } from '../machines/a.machine'\nimport { s } from '../state/registry'\nexport const mount = (c: MockControls) => [c, m, s]\n",
  'src/machines/a.machine.ts': 'export const m = 1\n',
  'src/state/registry.ts': 'export const s = 1\n',
  'contracts/mock-control.ts': 'export interface MockControls { readonly presets: readonly string[] }\n',
}

/** The check failed with exactly these findings (`file:line: layer imports 'x'`), each under `rule`. */
function expectViolations(result: { status: number | null; output: string }, rule: string, findings: readonly string[]) {
  expect(result.status).toBe(1)
  for (const finding of findings) expect(result.output).toContain(`${finding}: ${rule}`)
  expect(result.output).toContain(`Dependency rule: ${findings.length} violation(s)`)
}

describe('devtools in the dependency rule', () => {
  it('accepts devtools using contracts, machines and state, reached by a dynamic import in the mock branch', () => {
    const result = check({
      ...devtools,
      'src/app/bootstrap.ts':
        "export async function go() {\n  if (import.meta.env.VITE_MOCK === 'true') {\n    await import('../../mocks/browser')\n    await import('../devtools/mount')\n  }\n}\n",
      'mocks/browser.ts': 'export const b = 1\n',
    })
    expect(result.output).toContain('no violations')
    expect(result.status).toBe(0)
  })

  it('refuses a static import, a dynamic one outside the mock branch, and any import from another layer', () => {
    const { status, output } = check({
      ...devtools,
      'src/app/a.ts': "import { mount } from '../devtools/mount'\nexport const a = mount\n",
      'src/app/b.ts': "export const b = async () => {\n  if (import.meta.env.DEV) await import('../devtools/mount')\n}\n",
      'src/features/cart/page.tsx': "export const p = () => import('../../devtools/mount')\n",
      'src/state/other.ts': "import { mount } from '../devtools/mount'\nexport const o = mount\n",
    })
    expectViolations({ status, output }, 'only src/app reaches src/devtools', [
      "src/app/a.ts:1: app imports '../devtools/mount'",
      "src/app/b.ts:2: app imports '../devtools/mount'",
      "src/features/cart/page.tsx:1: feature imports '../../devtools/mount'",
      "src/state/other.ts:1: state imports '../devtools/mount'",
    ])
  })

  it('refuses devtools importing mocks/, even a type: the fake backend reaches them only through bootstrap', () => {
    const { status, output } = check({
      ...devtools,
      'src/devtools/panel.ts': "import { presets } from '../../mocks/presets'\nexport const p = presets\n",
      'src/devtools/types.ts': "import type { Preset } from '../../mocks/presets'\nexport type P = Preset\n",
      'mocks/presets.ts': 'export interface Preset { readonly slug: string }\nexport const presets: Preset[] = []\n',
    })
    expectViolations({ status, output }, 'src reaches mocks/ only through the one dynamic import in src/app (mock mode)', [
      "src/devtools/panel.ts:1: devtools imports '../../mocks/presets'",
      "src/devtools/types.ts:1: devtools imports '../../mocks/presets'",
    ])
  })
})

// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

/*
 * scripts/check-dependency-rule.mjs on the back office (admin/, issue 29): a second app over the
 * contracts, using of the storefront only its view pieces, pure helpers and theme, reaching
 * mocks/ by one dynamic import in mock mode; and the storefront never importing it.
 */

const SCRIPT = join(process.cwd(), 'scripts/check-dependency-rule.mjs')
let root = ''

function check(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'dep-rule-admin-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  const run = spawnSync(process.execPath, [SCRIPT], { env: { ...process.env, DEPENDENCY_RULE_ROOT: root }, encoding: 'utf8' })
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

afterEach(() => rmSync(root, { recursive: true, force: true }))

/** A small back office that keeps every rule. */
const admin = {
  'contracts/admin/a.ts': 'export const a = 1\n',
  'src/lib/money.ts': "import { a } from '../../contracts/admin/a'\nexport const money = a\n",
  'src/ui/brand.ts': "import { money } from '../lib/money'\nexport const brand = money\n",
  'src/app/theme.ts': 'export const theme = {}\n',
  'admin/services/orders-service.ts': "import { a } from '../../contracts/admin/a'\nexport const ordersService = { a }\nexport type Orders = typeof ordersService\n",
  'admin/machines/orders.machine.ts':
    "import { ordersService } from '../services/orders-service'\nimport { money } from '../../src/lib/money'\nexport const m = [ordersService, money]\n",
  'admin/ui/badge.tsx': "import { brand } from '../../src/ui/brand'\nexport const badge = brand\n",
  'admin/features/orders/orders-screen.tsx':
    "import type { Orders } from '../../services/orders-service'\nimport { m } from '../../machines/orders.machine'\nimport { badge } from '../../ui/badge'\nexport const screen = (o: Orders) => [o, m, badge]\n",
  'admin/app/admin-app.tsx': "import { theme } from '../../src/app/theme'\nimport { screen } from '../features/orders/orders-screen'\nexport const app = [theme, screen]\n",
  'admin/app/bootstrap.ts': "export async function go() {\n  if (import.meta.env.VITE_MOCK === 'true') {\n    await import('../../mocks/admin-browser')\n  }\n}\n",
  'mocks/admin-browser.ts': 'export const b = 1\n',
}

function expectViolations(result: { status: number | null; output: string }, findings: readonly [string, string][]) {
  expect(result.status).toBe(1)
  for (const [finding, rule] of findings) expect(result.output).toContain(`${finding}: ${rule}`)
  expect(result.output).toContain(`Dependency rule: ${findings.length} violation(s)`)
}

describe('the back office in the dependency rule', () => {
  it('accepts the layers in order, the storefront theme, view pieces and helpers, and one mock-mode import', () => {
    const result = check(admin)
    expect(result.output).toContain('no violations')
    expect(result.status).toBe(0)
  })

  it('refuses the backend, storefront internals, a static mock import and a feature reaching another', () => {
    const { status, output } = check({
      ...admin,
      'rules/r.ts': 'export const r = 1\n',
      'src/app/router.tsx': 'export const router = 1\n',
      'src/services/api.ts': 'export const api = 1\n',
      'admin/machines/bad.machine.ts': "import { r } from '../../rules/r'\nexport const bad = r\n",
      'admin/app/bad.ts': "import { router } from '../../src/app/router'\nimport { b } from '../../mocks/admin-browser'\nexport const bad = [router, b]\n",
      'admin/services/bad.ts': "import { api } from '../../src/services/api'\nexport const bad = api\n",
      'admin/features/dashboard/dashboard.tsx': "import { screen } from '../orders/orders-screen'\nexport const d = screen\n",
    })
    expectViolations({ status, output }, [
      ["admin/machines/bad.machine.ts:1: admin/machines imports '../../rules/r'", 'admin never imports rules/'],
      ["admin/app/bad.ts:1: admin/app imports '../../src/app/router'", 'admin/app may not depend on app'],
      ["admin/app/bad.ts:2: admin/app imports '../../mocks/admin-browser'", 'admin reaches mocks/ only through ONE dynamic import'],
      ["admin/services/bad.ts:1: admin/services imports '../../src/services/api'", 'admin/services may not depend on services'],
      ["admin/features/dashboard/dashboard.tsx:1: admin/feature imports '../orders/orders-screen'", "another feature's internals"],
    ])
  })

  it('refuses the storefront importing the back office', () => {
    const { status, output } = check({
      ...admin,
      'src/features/cart/page.tsx': "import { app } from '../../../admin/app/admin-app'\nexport const p = app\n",
    })
    expectViolations({ status, output }, [["src/features/cart/page.tsx:1: feature imports '../../../admin/app/admin-app'", 'src never imports admin/']])
  })
})

// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

/* Runs scripts/check-dependency-rule.mjs (part of `npm run lint`) against small fixture trees. */

const SCRIPT = join(process.cwd(), 'scripts/check-dependency-rule.mjs')
let root = ''

function tree(files: Record<string, string>): void {
  root = mkdtempSync(join(tmpdir(), 'dep-rule-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
}

function check() {
  const run = spawnSync(process.execPath, [SCRIPT], { env: { ...process.env, DEPENDENCY_RULE_ROOT: root }, encoding: 'utf8' })
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('dependency rule', () => {
  it('accepts a tree that follows the rule', () => {
    tree({
      'contracts/user.ts': "import { Schema } from 'effect'\nexport const User = Schema.String\n",
      'src/services/user-service.ts': "import { User } from '../../contracts/user'\nexport const s = User\n",
      'src/machines/user.machine.ts': "import { setup } from 'xstate'\nimport { s } from '../services/user-service'\nexport const m = [setup, s]\n",
      'src/features/cart/cart-page.tsx':
        "import type { S } from '../../services/user-service'\nimport { Card } from '../catalogue/public/card'\nimport { m } from '../../machines/user.machine'\nexport const x: S | null = null; export { Card, m }\n",
      'src/features/catalogue/public/card.tsx': "import { Button } from '@mantine/core'\nexport const Card = Button\n",
      'src/app/bootstrap.ts': "// import '../../mocks/browser'\nexport async function go() { if (import.meta.env.VITE_MOCK === 'true') await import('../../mocks/browser') }\n",
      'mocks/browser.ts': "import { http } from 'msw'\nimport { User } from '../contracts/user'\nimport { r } from '../rules/rule-error'\nimport { s } from '../seed/seed'\nexport const b = [http, User, r, s]\n",
      'rules/rule-error.ts': "import { Data } from 'effect'\nimport { User } from '../contracts/user'\nexport const r = [Data, User]\n",
      'seed/seed.ts': "import { faker } from '@faker-js/faker/locale/base'\nimport { r } from '../rules/rule-error'\nexport const s = [faker, r]\n",
      'server/app.ts':
        "import { Hono } from 'hono'\nimport { createServer } from 'node:http'\nimport { User } from '../contracts/user'\nimport { r } from '../rules/rule-error'\nimport { s } from '../seed/seed'\nexport const a = [Hono, createServer, User, r, s]\n",
    })
    const result = check()
    expect(result.output).toContain('10 files checked, no violations')
    expect(result.status).toBe(0)
  })

  it('keeps the rooms of the server standing on each other: arrows point down only', () => {
    tree({
      'server/log.ts': 'export const log = console\n',
      'server/db/schema.ts': "import { log } from '../log'\nexport const users = log\n",
      'server/auth/passwords.ts': "import { users } from '../db/schema'\nexport const hash = users\n",
      'server/domain/auth.ts': "import { hash } from '../auth/passwords'\nimport { users } from '../db/schema'\nexport const signIn = [hash, users]\n",
      'server/seeding/seed-database.ts': "import { signIn } from '../domain/auth'\nexport const seed = signIn\n",
      'server/http/routes.ts': "import { signIn } from '../domain/auth'\nexport const routes = signIn\n",
      'server/start.ts': "import { routes } from './http/routes'\nimport { seed } from './seeding/seed-database'\nexport const start = [routes, seed]\n",
    })
    expect(check()).toMatchObject({ status: 0 })

    rmSync(root, { recursive: true, force: true })
    tree({
      'server/auth/social.ts': "import type { Identity } from '../domain/auth'\nexport type S = Identity\n",
      'server/domain/auth.ts': 'export type Identity = string\n',
      'server/db/seed.ts': "import { routes } from '../http/routes'\nexport const s = routes\n",
      'server/http/routes.ts': "import { start } from '../start'\nexport const routes = start\n",
      'server/start.ts': 'export const start = 1\n',
    })
    const result = check()
    expect(result.status).toBe(1)
    expect(result.output).toContain("server/auth/social.ts:1: server/auth imports '../domain/auth': server/auth may not depend on server/domain")
    expect(result.output).toContain("server/db/seed.ts:1: server/db imports '../http/routes': server/db may not depend on server/http")
    expect(result.output).toContain("server/http/routes.ts:1: server/http imports '../start': server/http may not depend on server")
  })

  it('reports each violation with file and line, and exits 1', () => {
    tree({
      'contracts/user.ts': "import { z } from 'zod'\nexport const User = z\n",
      'src/machines/user.machine.ts': "\nimport { useState } from 'react'\nexport const m = useState\n",
      'src/features/cart/cart-page.tsx': "import { Grid } from '../catalogue/product-grid'\nimport { api } from '../../services/api'\nexport { Grid, api }\n",
      'src/features/cart/lazy.ts': "const name = 'x'\nexport const load = () => import(`../${name}`)\n",
      'src/ui/button.tsx': "import { m } from '../machines/user.machine'\nexport const b = m\n",
      'src/state/cart.ts': "import { db } from '../../mocks/db'\nexport const c = db\n",
      'mocks/handlers.ts': "import { notifier } from '../src/services/notifier'\nexport const h = notifier\n",
      'src/app/a.ts': "export const a = () => import('../../mocks/browser')\n",
      'src/app/b.ts': "export const b = () => import('../../mocks/node')\n",
    })
    const { status, output } = check()
    expect(status).toBe(1)
    expect(output).toContain("contracts/user.ts:1: contracts imports 'zod'")
    expect(output).toContain("src/machines/user.machine.ts:2: machines imports 'react'")
    expect(output).toContain("src/features/cart/cart-page.tsx:1: feature imports '../catalogue/product-grid'")
    expect(output).toContain("src/features/cart/cart-page.tsx:2: feature imports '../../services/api': feature may not depend on services (types only")
    expect(output).toContain('src/features/cart/lazy.ts:2: feature imports')
    expect(output).toContain("src/ui/button.tsx:1: ui imports '../machines/user.machine'")
    expect(output).toContain("src/state/cart.ts:1: state imports '../../mocks/db'")
    expect(output).toContain("mocks/handlers.ts:1: mocks imports '../src/services/notifier'")
    expect(output).toContain('src/app/a.ts:1: src/app imports mocks/ in 2 places')
    expect(output).toContain('Dependency rule: 10 violation(s)')
  })

  it('refuses server -> mocks or src, rules -> faker, MSW or Node, seed -> mocks, and src -> rules, seed or server', () => {
    tree({
      'rules/coupons.ts': "import { faker } from '@faker-js/faker'\nimport { http } from 'msw'\nimport { webcrypto } from 'node:crypto'\nexport const c = [faker, http, webcrypto]\n",
      'rules/cart.ts': "import { db } from '../mocks/db'\nexport const c = db\n",
      'seed/seed.ts': "import { db } from '../mocks/db'\nexport const s = db\n",
      'mocks/db.ts': 'export const db = 1\n',
      'server/app.ts': "import { db } from '../mocks/db'\nimport { api } from '../src/services/api'\nexport const a = [db, api]\n",
      'src/services/api.ts': "import { c } from '../../rules/coupons'\nimport { s } from '../../seed/seed'\nimport { a } from '../../server/app'\nexport const api = [c, s, a]\n",
    })
    const { status, output } = check()
    expect(status).toBe(1)
    const findings = [
      "rules/coupons.ts:1: rules imports '@faker-js/faker': rules may not use any package but effect",
      "rules/coupons.ts:2: rules imports 'msw'",
      "rules/coupons.ts:3: rules imports 'node:crypto': rules runs in the browser and on the server alike",
      "rules/cart.ts:1: rules imports '../mocks/db': rules may not depend on mocks",
      "seed/seed.ts:1: seed imports '../mocks/db': seed may not depend on mocks",
      "server/app.ts:1: server imports '../mocks/db': server may not depend on mocks",
      "server/app.ts:2: server imports '../src/services/api': server may not depend on services",
      "src/services/api.ts:1: services imports '../../rules/coupons': src never imports rules/",
      "src/services/api.ts:2: services imports '../../seed/seed': src never imports seed/",
      "src/services/api.ts:3: services imports '../../server/app': src never imports server/",
    ]
    for (const finding of findings) expect(output).toContain(finding)
    expect(output).toContain('Dependency rule: 10 violation(s)')
  })
})

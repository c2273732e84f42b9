// @vitest-environment node
import type { Plugin } from 'vite'
import { describe, expect, it } from 'vitest'
import { mockSeedAsset, SEED_MODULE_ID } from '../../mocks/build/seed-asset-plugin'
import { buildSeed } from '../../seed/fixtures/seed'

/* A mock-mode build ships the fake backend's seed as JSON made at build time, not faker. */

type Hook = (...args: unknown[]) => unknown
const hook = (plugin: Plugin, name: keyof Plugin) => plugin[name] as unknown as Hook

async function seedModule(command: 'build' | 'serve') {
  const plugin = mockSeedAsset()
  hook(plugin, 'configResolved')({ command })
  const id = hook(plugin, 'resolveId')(SEED_MODULE_ID) as string
  const code = (await hook(plugin, 'load')(id)) as string
  const emitted: Array<{ fileName: string; source: string }> = []
  hook(plugin, 'generateBundle').call({ emitFile: (file: { fileName: string; source: string }) => emitted.push(file) })
  return { code, emitted }
}

describe('the mock seed in a build', () => {
  it('is a JSON file holding exactly what buildSeed() answers, fetched by the module', async () => {
    const { code, emitted } = await seedModule('build')
    expect(emitted).toHaveLength(1)
    const [file] = emitted
    expect(file!.fileName).toMatch(/^assets\/mock-seed-[0-9a-f]{10}\.json$/)
    expect(JSON.parse(file!.source)).toEqual(JSON.parse(JSON.stringify(buildSeed())))
    expect(code).toContain(JSON.stringify(file!.fileName))
    expect(code).toContain('fetch(')
    expect(code).not.toContain('faker')
  }, 60_000)

  it('is built by the fixtures at run time in the dev server and tests', async () => {
    const { code, emitted } = await seedModule('serve')
    expect(emitted).toHaveLength(0)
    expect(code).toContain('/seed/fixtures/seed.ts')
  })
})

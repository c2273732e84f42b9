import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { runnerImport, type Plugin } from 'vite'

/** What mocks/browser.ts imports to get the fake backend's seed. */
export const SEED_MODULE_ID = 'virtual:tanabana-mock-seed'
const RESOLVED_ID = `\0${SEED_MODULE_ID}`
/** Root-relative, as the dev server resolves it. */
const SEED_SOURCE = '/seed/fixtures/seed.ts'

/**
 * The seed in a production build is plain JSON, generated here at build time: the browser
 * fetches it on a first visit instead of running @faker-js/faker (about 44 KB gzip of code
 * plus the time to build the catalogue on the main thread). The fixtures are deterministic
 * (a fixed faker seed and clock), so the file holds exactly what buildSeed() answers at run
 * time. The dev server and Vitest keep building it at run time, so editing a fixture needs
 * no restart there.
 */
export function mockSeedAsset(): Plugin {
  let isBuild = false
  let seed: { fileName: string; json: string } | null = null

  async function generate() {
    // Vite's module runner loads the TypeScript fixtures as the app would (no config of ours, so
    // no recursion); only a build that imports the seed pays for faker here
    const source = fileURLToPath(new URL('../../seed/fixtures/seed.ts', import.meta.url))
    const { module } = await runnerImport<typeof import('../../seed/fixtures/seed')>(source, { configFile: false, logLevel: 'warn' })
    const { buildSeed } = module
    const json = JSON.stringify(buildSeed())
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 10)
    return { fileName: `assets/mock-seed-${hash}.json`, json }
  }

  return {
    name: 'tanabana:mock-seed-asset',
    configResolved(config) {
      isBuild = config.command === 'build'
    },
    resolveId(id) {
      return id === SEED_MODULE_ID ? RESOLVED_ID : null
    },
    async load(id) {
      if (id !== RESOLVED_ID) return null
      if (!isBuild) {
        return `export async function loadSeedData() { return (await import(${JSON.stringify(SEED_SOURCE)})).buildSeed() }`
      }
      seed ??= await generate()
      return [
        `const url = import.meta.env.BASE_URL + ${JSON.stringify(seed.fileName)}`,
        'export async function loadSeedData() {',
        '  const response = await fetch(url)',
        "  if (!response.ok) throw new Error('The mock seed could not be loaded: ' + response.status)",
        '  return response.json()',
        '}',
      ].join('\n')
    },
    generateBundle() {
      if (seed) this.emitFile({ type: 'asset', fileName: seed.fileName, source: seed.json })
    },
  }
}

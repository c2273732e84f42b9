import { resolve } from 'node:path'
import { build, type HtmlTagDescriptor, type Plugin } from 'vite'

/** The script's source (src/lib/early-input.ts does the work). */
const ENTRY = 'src/early-input.ts'
/** Its name in the build: assets/early-input-<hash>.js. */
const ASSET_NAME = 'early-input.js'

interface EmittedAsset {
  readonly type: 'asset'
  readonly fileName: string
  readonly names?: readonly string[]
}

/** The classic script's code: src/early-input.ts and what it imports, in one minified function. */
async function bundleEarlyInput(root: string): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    publicDir: false,
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry: resolve(root, ENTRY), formats: ['iife'], name: 'tanabanaEarlyInput', fileName: () => ASSET_NAME },
    },
  })
  const outputs = Array.isArray(result) ? result : [result]
  for (const output of outputs) {
    if (!('output' in output)) continue
    const chunk = output.output.find((item) => item.type === 'chunk')
    if (chunk?.type === 'chunk') return chunk.code
  }
  throw new Error(`the early-input script (${ENTRY}) built to nothing`)
}

/**
 * The live store's early-input script (issue 26, point 1): a classic, render-blocking script
 * first in the head of index.html, built from TypeScript on its own (a module script would wait
 * for the document to be parsed, so a page painted by then could be clicked before it runs). It
 * holds a buyer's clicks and submissions until the app has hydrated the page, then replays them
 * (src/lib/early-input.ts). An external file, not an inline script: the store's CSP allows
 * scripts from 'self' only (rules/security-headers.ts), and a file is cached across pages where
 * a hash of inline code would have to follow every edit. Mock mode renders in the browser and
 * has no server-rendered page to hold: it does not get it.
 */
export function earlyInputScript(): Plugin {
  let root = process.cwd()
  let base = '/'
  let ssr = false
  return {
    name: 'tanabana:early-input',
    apply: 'build',
    configResolved(config) {
      root = config.root
      base = config.base
      ssr = Boolean(config.build.ssr)
    },
    async buildStart() {
      if (ssr) return
      this.emitFile({ type: 'asset', name: ASSET_NAME, source: await bundleEarlyInput(root) })
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx): HtmlTagDescriptor[] {
        const asset = Object.values(ctx.bundle ?? {}).find((item): item is EmittedAsset & typeof item => item.type === 'asset' && (item as EmittedAsset).names?.includes(ASSET_NAME) === true)
        if (!asset) return []
        return [{ tag: 'script', attrs: { src: `${base}${asset.fileName}` }, injectTo: 'head-prepend' }]
      },
    },
  }
}

import type { HtmlTagDescriptor, Plugin } from 'vite'

/** The module src/main.tsx imports once the page has loaded: the app itself. */
const APP_START = '/src/app/start.tsx'

interface BuiltChunk {
  readonly type: 'chunk'
  readonly fileName: string
  readonly facadeModuleId: string | null
  readonly imports: readonly string[]
  readonly dynamicImports: readonly string[]
  /** Vite's record of the stylesheets the chunk's modules import. */
  readonly viteMetadata?: { readonly importedCss: ReadonlySet<string> }
}

/** The start chunk and every chunk it imports statically, minus those the entry itself imports. */
function appCodeChunks(bundle: Record<string, { type: string }>, entry: BuiltChunk): BuiltChunk[] {
  const chunks = Object.values(bundle).filter((item): item is BuiltChunk => item.type === 'chunk')
  const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(APP_START) && entry.dynamicImports.includes(chunk.fileName))
  if (!start) return []
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const found = new Map<string, BuiltChunk>()
  const visit = (chunk: BuiltChunk | undefined) => {
    if (!chunk || found.has(chunk.fileName) || chunk === entry || entry.imports.includes(chunk.fileName)) return
    found.set(chunk.fileName, chunk)
    for (const imported of chunk.imports) visit(byFile.get(imported))
  }
  visit(start)
  return [...found.values()]
}

/** The app's stylesheets, render-blocking as the entry's own: the page is drawn with them. */
function appStylesheetTags(chunks: readonly BuiltChunk[], base: string): HtmlTagDescriptor[] {
  const stylesheets = new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))
  return [...stylesheets].map((file) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' }))
}

/**
 * How index.html loads the app's code.
 *
 * - The live store's entry, src/main.tsx, is a few hundred bytes: on a page the server rendered
 *   it imports the app (src/app/start.tsx) once the page has loaded and painted. Its script is
 *   asked for at low priority (`fetchpriority="low"`) and nothing of the app is preloaded: on a
 *   slow phone's connection the HTML, the stylesheets and the pictures (what a buyer came to
 *   see) should not share the bandwidth with ~175 KB of script that only makes the page
 *   interactive. The app's stylesheets, which Vite would link only as the app is imported, are
 *   linked here: the page is drawn with them.
 * - Mock mode renders in the browser: its index.html loads src/main-mock.tsx instead, which
 *   imports the app statically, so Vite preloads all of it with the HTML as usual.
 */
export function appCodePreload(isMock: boolean): Plugin[] {
  let base = '/'
  // before Vite reads the page's script (the dev server serves mock mode too)
  const mockEntry: Plugin = {
    name: 'tanabana:mock-entry',
    transformIndexHtml: { order: 'pre', handler: (html) => html.replace('src="/src/main.tsx"', 'src="/src/main-mock.tsx"') },
  }
  // after Vite wrote the built page's script and preload tags
  const liveEntry: Plugin = {
    name: 'tanabana:live-entry',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const entry = ctx.chunk as BuiltChunk | undefined
        return {
          html: html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"'),
          tags: ctx.bundle && entry ? appStylesheetTags(appCodeChunks(ctx.bundle, entry), base) : [],
        }
      },
    },
  }
  return [isMock ? mockEntry : liveEntry]
}

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

/**
 * The app's stylesheets, render-blocking as the entry's own (the page is drawn with them), and in
 * mock mode its modules, preloaded.
 */
function appCodeTags(chunks: readonly BuiltChunk[], base: string, isMock: boolean): HtmlTagDescriptor[] {
  const stylesheets = new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))
  const link = (attrs: Record<string, string | boolean>): HtmlTagDescriptor => ({ tag: 'link', attrs: { crossorigin: true, ...attrs }, injectTo: 'head' })
  return [
    ...[...stylesheets].map((file) => link({ rel: 'stylesheet', href: `${base}${file}` })),
    ...(isMock ? chunks.map((chunk) => link({ rel: 'modulepreload', href: `${base}${chunk.fileName}` })) : []),
  ]
}

/**
 * How index.html loads the app's code. src/main.tsx, the entry, is a few hundred bytes; it
 * imports the app (src/app/start.tsx) at once in mock mode and, on a page the live server
 * rendered, once the page has loaded and painted.
 *
 * - The app's stylesheets are linked here, in both builds: they draw the page.
 * - Mock mode renders in the browser, so its app modules are preloaded from the moment the HTML
 *   is read.
 * - The live build preloads none and asks for its entry at low priority (`fetchpriority="low"`):
 *   every live page arrives rendered by the server, and on a slow phone's connection the HTML,
 *   the stylesheets and the pictures (what a buyer came to see) should not share the bandwidth
 *   with ~175 KB of script that only makes the page interactive. The script then downloads
 *   once the page is on screen (Vite preloads its chunks as it is imported).
 */
export function appCodePreload(isMock: boolean): Plugin {
  let base = '/'
  return {
    name: 'tanabana:app-code-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const entry = ctx.chunk as BuiltChunk | undefined
        const tags = ctx.bundle && entry ? appCodeTags(appCodeChunks(ctx.bundle, entry), base, isMock) : []
        const marked = isMock ? html : html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"')
        return { html: marked, tags }
      },
    },
  }
}

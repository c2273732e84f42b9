import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { extname, join, relative, sep } from 'node:path'
import { gzipSync } from 'node:zlib'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest'])

export interface StaticFile {
  readonly body: Uint8Array
  /** Gzipped once at start-up, when that makes it smaller. */
  readonly gzipped: Uint8Array | null
  readonly contentType: string
  readonly etag: string
  readonly cacheControl: string
}

export interface StaticSite {
  /** The file at a URL path ('/assets/x.js'), or undefined. */
  file(path: string): StaticFile | undefined
  /** index.html: the answer for every client-side route. */
  readonly shell: StaticFile
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? listFiles(path) : [path]
  })
}

/** Vite puts content-hashed files under assets/ (the back office's under admin/assets/): they never change, so browsers keep them a year. */
const cacheControlOf = (urlPath: string) => (/^\/(admin\/)?assets\//.test(urlPath) ? 'public, max-age=31536000, immutable' : 'no-cache')

/**
 * The built storefront, read into memory once (a few hundred KB) and gzipped once, so a request
 * costs no disk read and no compression. Returns null when the folder holds no build.
 */
export function loadStaticSite(dir: string): StaticSite | null {
  if (!existsSync(join(dir, 'index.html'))) return null
  const files = new Map<string, StaticFile>()
  for (const path of listFiles(dir)) {
    const urlPath = `/${relative(dir, path).split(sep).join('/')}`
    // Vite's build manifest (.vite/manifest.json) is for the server's renderer, not for visitors
    if (urlPath.startsWith('/.vite/')) continue
    const ext = extname(path).toLowerCase()
    const body = new Uint8Array(readFileSync(path))
    const zipped = COMPRESSIBLE.has(ext) && body.length > 1024 ? new Uint8Array(gzipSync(body, { level: 9 })) : null
    files.set(urlPath, {
      body,
      gzipped: zipped && zipped.length < body.length ? zipped : null,
      contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
      cacheControl: cacheControlOf(urlPath),
    })
  }
  const shell = files.get('/index.html')
  if (!shell) return null
  return { file: (path) => files.get(path), shell }
}

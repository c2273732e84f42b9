import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Schema } from 'effect'
import type { Product, ProductsQuery } from '../../../contracts/product'
import { RuleError } from '../../../rules/rule-error'
import { SERVER_PAGE_DATA_ID, ServerPageData } from '../../../contracts/server-page-data'
import { PAGE_SCRIPTS_META } from '../../../contracts/server-page-head'
import { getProduct, listCategories, listCategoryNames, listProducts, productHighlights, productReviews } from '../../domain/catalogue'
import type { ServerContext } from '../../domain/context'
import { log } from '../../log'
import { escapeHtml, jsonForScript } from './escape'

/*
 * The server render of client routes (issue 19, point 1): the storefront's SSR build
 * (src/entry-server.tsx built into SSR_DIR, dist-ssr by default) is loaded by its file path at
 * start-up (server/ never imports src/), asked what a URL's page needs, and handed that data
 * from the catalogue (the reads of the public API: nothing buyer-specific); its HTML goes into
 * the shell's #root, the data beside it as JSON for the hydration render (src/main.tsx), and the
 * page's lazily loaded stylesheets into the head. Without an SSR build the shell goes as it is.
 */

/** What src/entry-server.tsx exports (its built module is read as this shape). */
interface ServerEntry {
  pageNeeds(url: URL): { readonly listing?: { readonly search: string; readonly query: ProductsQuery }; readonly productId?: string }
  renderPage(url: string, data: ServerPageData): Promise<string>
  pageStylesheets(pathname: string, manifest: unknown): string[]
  /** Absent from an SSR build older than issue 26. */
  pageScripts?(pathname: string, manifest: unknown): string[]
}

const isNotFound = (error: unknown) => error instanceof RuleError && error.status === 404

/** Encoded with its contract, as every answer of the server is (the storefront decodes it). */
const encodePageData = Schema.encodeSync(ServerPageData)

/** What goes into the shell for one page. */
export interface RenderedPage {
  /** #root's content. */
  readonly html: string
  /** <link rel="stylesheet"> tags and the data's <script type="application/json">, for the head and the body. */
  readonly headTags: string
  readonly bodyTags: string
  /**
   * A product page's product as the render read it, null when there is none with its id,
   * undefined on any other page: the page's head is written from it (no second read).
   */
  readonly product?: Product | null
}

/** `keep`: where the lists every page draws on are kept between requests (the catalogue cache's shareValue). */
export type ServerRenderer = (ctx: ServerContext, url: URL, keep: SharedReads) => Promise<RenderedPage>

export type SharedReads = <T>(key: string, compute: () => Promise<T>) => Promise<T>

/** The SSR build's entry file in `dir`. */
export const ssrEntryOf = (dir: string) => join(resolve(dir), 'entry-server.js')

/**
 * The renderer of the SSR build in `ssrDir`, with the stylesheets of `staticDir`'s build
 * manifest (.vite/manifest.json, from `vite build --manifest`); null when there is no SSR build.
 */
export async function loadServerRenderer(ssrDir: string, staticDir: string): Promise<ServerRenderer | null> {
  const entryFile = ssrEntryOf(ssrDir)
  if (!existsSync(entryFile)) return null
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry
  const manifestFile = join(staticDir, '.vite', 'manifest.json')
  const manifest: unknown = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : null
  if (!manifest) log.info(`  No build manifest in ${staticDir}: server-rendered pages link no page stylesheets (build with --manifest)`)
  return async (ctx, url, keep) => {
    const needs = entry.pageNeeds(url)
    const [[names, categories, highlights], listing, product, reviews] = await Promise.all([
      // what every page draws on: read once per cache lifetime, not per page
      keep('server-render:lists', () => Promise.all([listCategoryNames(ctx), listCategories(ctx), productHighlights(ctx)])),
      needs.listing ? listProducts(ctx, needs.listing.query).catch(() => null) : null,
      // an unknown id renders the page's own not-found state; any other failure fails the render
      needs.productId ? getProduct(ctx, { id: needs.productId }).catch((error: unknown) => (isNotFound(error) ? null : Promise.reject(error))) : null,
      // the reviews the page shows first (2, SPEC 4): the rest are read a page at a time
      needs.productId ? productReviews(ctx, { id: needs.productId }).catch((error: unknown) => (isNotFound(error) ? null : Promise.reject(error))) : null,
    ])
    const data: ServerPageData = {
      catalogue: { categoryNames: names.data, categories: categories.data, newArrivals: highlights.newArrivals, bestDeals: highlights.bestDeals },
      // a listing or product that could not be read (a bad query, an unknown id): the page loads it itself, as without SSR
      ...(needs.listing && listing ? { listing: { search: needs.listing.search, answer: listing } } : {}),
      ...(product ? { product: product.data } : {}),
      ...(product && reviews ? { reviews } : {}),
    }
    const html = await entry.renderPage(`${url.pathname}${url.search}`, data)
    const stylesheets = manifest ? entry.pageStylesheets(url.pathname, manifest) : []
    // the page's code, listed for the entry to preload when it asks for the app's (src/lib/page-first.ts):
    // the app's hydration waits for it, and would otherwise ask for it only once the app has started
    const scripts = manifest ? (entry.pageScripts?.(url.pathname, manifest) ?? []) : []
    return {
      html,
      headTags: [
        ...stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
        ...(scripts.length > 0 ? [`<meta name="${PAGE_SCRIPTS_META}" content="${escapeHtml(scripts.join(' '))}">`] : []),
      ].join(''),
      ...(needs.productId ? { product: product?.data ?? null } : {}),
      bodyTags: `<script type="application/json" id="${SERVER_PAGE_DATA_ID}">${jsonForScript(encodePageData(data))}</script>`,
    }
  }
}

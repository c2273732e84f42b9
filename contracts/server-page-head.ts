/*
 * What the live store's page head tells its early script (src/early-input.ts) about the app's
 * code, which that script asks for once the page's first pictures are shown (src/lib/page-first.ts,
 * decision 0020). Written by the build (scripts/app-code-preload.ts) and by the server
 * (server/http/pages/server-render.ts). A module of its own with no imports: the early script is
 * a few hundred bytes and must not pull in the contracts' schemas.
 */

/**
 * The `<meta>` that lists, space-separated, the app's scripts: its entry first, then the chunks
 * the entry imports (which the build would otherwise have preloaded with the page).
 */
export const APP_SCRIPTS_META = 'tanabana:app-scripts'

/**
 * The `<meta>` of a server-rendered page that lists, space-separated, the script files of the
 * page's own code: they are preloaded with the app's, so the page's code comes with the app's
 * instead of after it.
 */
export const PAGE_SCRIPTS_META = 'tanabana:page-scripts'

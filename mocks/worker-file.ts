/**
 * MSW's worker script, in public/ and so at the site's root: both mock modes register it
 * (browser.ts, admin-browser.ts) and the build minifies it, or leaves it out of a live build
 * (vite.config.ts). No imports: the build's config reads it too.
 */
export const MOCK_WORKER_FILE = 'mockServiceWorker.js'

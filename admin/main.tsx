import { startAdmin } from './app/start'

/*
 * The back office's entry (admin/index.html; built by vite.admin.config.ts into /admin/). A second
 * app over the storefront's contracts: no page of the storefront imports it, and it imports
 * nothing of the storefront's but its theme, shared view pieces and pure helpers.
 */
startAdmin().catch((error: unknown) => {
  console.error('[admin] did not start:', error)
  const root = document.getElementById('root')
  if (root) root.textContent = 'The back office could not start. Reload the page; if it keeps happening, check the connection.'
})

import { useRoutes } from 'react-router-dom'
import { appRoutes } from './routes'

/** Vite's base path, as the router wants it. */
export const ROUTER_BASENAME = import.meta.env.BASE_URL.replace(/\/$/, '') || '/'

/**
 * SPEC 2's route table, rendered by the router around it (BrowserRouter in the app, a
 * MemoryRouter in tests). The table is read at render, so the mock-mode devtools can add
 * their routes to it before the first render.
 */
export function AppRoutes() {
  return useRoutes(appRoutes)
}

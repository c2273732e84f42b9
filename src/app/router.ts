import { createBrowserRouter } from 'react-router-dom'
import { appRoutes } from './routes'

/** Vite's base path, as the router wants it. */
export const ROUTER_BASENAME = import.meta.env.BASE_URL.replace(/\/$/, '') || '/'

/** The browser router over SPEC 2's route table, honouring Vite's base path. */
export function createAppRouter() {
  return createBrowserRouter(appRoutes, { basename: ROUTER_BASENAME })
}

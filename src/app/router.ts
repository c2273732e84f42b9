import { createBrowserRouter } from 'react-router-dom'
import { appRoutes } from './routes'

/** The browser router over SPEC 2's route table, honouring Vite's base path. */
export function createAppRouter() {
  return createBrowserRouter(appRoutes, { basename: import.meta.env.BASE_URL.replace(/\/$/, '') || '/' })
}

import './admin-styles'
import { createRoot } from 'react-dom/client'
import { AdminApp } from './admin-app'
import { prepareAdmin } from './bootstrap'

/** Renders the back office into #root (client-rendered: no server render, nothing to hydrate). */
export async function startAdmin() {
  const { demo } = await prepareAdmin()
  const root = document.getElementById('root')
  if (!root) throw new Error('admin/index.html lost its #root element')
  createRoot(root).render(<AdminApp demo={demo} />)
}

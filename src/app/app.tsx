import './mantine-styles'
import { MantineProvider } from '@mantine/core'
import { RouterProvider } from 'react-router-dom'
import { AppStateProvider } from '../state/app-state-provider'
import { LazyToastViewport } from './lazy-toast-viewport'
import type { createAppRouter } from './router'
import { cssVariablesResolver, theme } from './theme'

/** The provider stack: theme, toasts (loaded with the first one), the app-wide actors, then the router. */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <LazyToastViewport />
      <AppStateProvider>
        <RouterProvider router={router} />
      </AppStateProvider>
    </MantineProvider>
  )
}

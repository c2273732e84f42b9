import './mantine-styles'
import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { RouterProvider } from 'react-router-dom'
import { AppStateProvider } from '../state/app-state-provider'
import { TOAST_LIMIT } from './mantine-notifier'
import type { createAppRouter } from './router'
import { cssVariablesResolver, theme } from './theme'

/** The provider stack: theme, toasts, the app-wide actors, then the router. */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <Notifications limit={TOAST_LIMIT} position="top-right" zIndex={1100} />
      <AppStateProvider>
        <RouterProvider router={router} />
      </AppStateProvider>
    </MantineProvider>
  )
}

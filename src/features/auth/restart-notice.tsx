import '@mantine/core/styles/Alert.css'
import { Alert } from '@mantine/core'

/**
 * Shown on a flow's first screen when /verify-otp was opened with no flow to continue (a
 * reload, a bookmark): the code step lives only in memory, so the flow starts again.
 */
export function RestartNotice({ children }: { children: string }) {
  return (
    <Alert color="indigo" variant="light" radius="md" title="Please start again" role="status">
      {children}
    </Alert>
  )
}

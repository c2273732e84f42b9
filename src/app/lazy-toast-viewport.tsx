import { useNotifications } from '@mantine/notifications'
import { lazy, Suspense, useState } from 'react'

const ToastViewport = lazy(async () => ({ default: (await import('./toast-viewport')).ToastViewport }))

/**
 * Mounts the toast viewport when the first toast arrives, and keeps it from then on. Toasts
 * shown before it loads wait in Mantine's store (a small module already in the entry) and
 * appear as soon as the viewport mounts.
 */
export function LazyToastViewport() {
  const { notifications, queue } = useNotifications()
  const [needed, setNeeded] = useState(false)
  if (!needed && notifications.length + queue.length > 0) setNeeded(true)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <ToastViewport />
    </Suspense>
  )
}

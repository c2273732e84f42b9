import '@mantine/core/styles/Notification.css'
import '@mantine/notifications/styles.css'
import { Notifications } from '@mantine/notifications'
import { TOAST_LIMIT, TOAST_POSITION } from './mantine-notifier'
import classes from './toast-viewport.module.css'

/**
 * Where toasts render. Loaded with its styles only once the first toast is shown (see
 * LazyToastViewport): Mantine's Notifications component, its transitions and its scroll-lock
 * class names cost about 12 KB gzip that most first paints never need.
 */
export function ToastViewport() {
  return <Notifications limit={TOAST_LIMIT} position={TOAST_POSITION} zIndex={1100} classNames={{ root: classes.viewport }} />
}

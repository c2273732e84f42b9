import { notifications, notificationsStore } from '@mantine/notifications'
import { notifier, type Toast, type ToastTone } from '../services/notifier'

/** SPEC 8 toast defaults: success 2 s, error 4 s, anything else (info, loading) until dismissed. */
export const TOAST_DEFAULT_MS: Record<ToastTone, number | false> = {
  success: 2000,
  error: 4000,
  info: false,
}

/** SPEC 8: at most 20 toasts kept; later ones wait in Mantine's queue. */
export const TOAST_LIMIT = 20

/** Where toasts stack. */
export const TOAST_POSITION = 'top-right'

const TONE_COLOR: Record<ToastTone, string> = { success: 'leaf', error: 'madder', info: 'indigo' }

/** Turns a machine's toast into a Mantine notification. */
export function showToast(toast: Toast): void {
  notifications.show({
    message: toast.message,
    color: TONE_COLOR[toast.tone],
    autoClose: toast.durationMs ?? TOAST_DEFAULT_MS[toast.tone],
    withBorder: true,
  })
}

/** Routes every `notifier.notify` call (machines' toasts) to Mantine notifications. */
export function installMantineNotifier(): void {
  // The viewport (and with it Mantine's own limit and position settings) loads only with the
  // first toast, so the store gets them now: toasts shown before it mounts already obey them.
  notificationsStore.updateState((state) => ({ ...state, limit: TOAST_LIMIT, defaultPosition: TOAST_POSITION }))
  notifier.install(showToast)
}

/**
 * The port through which machines raise the toasts of SPEC 8. Machines stay free of React and
 * Mantine: the app installs the real implementation at startup, tests install a recorder.
 */
export type ToastTone = 'success' | 'error' | 'info'

export interface Toast {
  readonly tone: ToastTone
  readonly message: string
  /** Milliseconds; SPEC 8 defaults (success 2 s, error 4 s) apply when absent. */
  readonly durationMs?: number
}

type Notify = (toast: Toast) => void

let notifyImpl: Notify = () => {}

export const notifier = {
  notify: (toast: Toast): void => notifyImpl(toast),
  install: (impl: Notify): void => {
    notifyImpl = impl
  },
}

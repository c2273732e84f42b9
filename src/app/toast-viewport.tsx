import '@mantine/core/styles/Notification.css'
import '@mantine/notifications/styles.css'
import { useReducedMotion } from '../ui/use-reduced-motion'
import { Notifications } from '@mantine/notifications'
import type { CSSProperties } from 'react'
import { TOAST_BAND } from '../ui/toast-band'
import { TOAST_LIMIT, TOAST_POSITION } from './mantine-notifier'
import classes from './toast-viewport.module.css'

/** Mantine's slide in and out, in ms; none when the buyer asks for reduced motion. */
const TRANSITION_MS = 250

/** Wide enough for SPEC 8's messages on one line beside the close button. */
const TOAST_WIDTH = 420

const bandVariables = {
  '--toast-band-top': `${TOAST_BAND.top}px`,
  '--toast-band-height': `${TOAST_BAND.height}px`,
} as CSSProperties

/**
 * Where toasts render. Loaded with its styles only once the first toast is shown (see
 * LazyToastViewport): Mantine's Notifications component, its transitions and its scroll-lock
 * class names cost about 12 KB gzip that most first paints never need.
 */
export function ToastViewport() {
  const reduceMotion = useReducedMotion(false, { getInitialValueInEffect: false })
  return (
    <Notifications
      limit={TOAST_LIMIT}
      position={TOAST_POSITION}
      zIndex={1100}
      containerWidth={TOAST_WIDTH}
      transitionDuration={reduceMotion ? 0 : TRANSITION_MS}
      classNames={{ root: classes.viewport, notification: classes.toast }}
      style={bandVariables}
    />
  )
}

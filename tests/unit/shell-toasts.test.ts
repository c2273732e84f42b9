import { notifications } from '@mantine/notifications'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installMantineNotifier, TOAST_LIMIT } from '../../src/app/mantine-notifier'
import { notifier } from '../../src/services/notifier'

/* SPEC 8 toast defaults, as the machines' notifier port hands them to Mantine. */

afterEach(() => vi.restoreAllMocks())

function shown() {
  const show = vi.spyOn(notifications, 'show').mockReturnValue('id')
  installMantineNotifier()
  return show
}

describe('toasts (SPEC 8)', () => {
  it('success lasts 2 s, error 4 s, info stays until dismissed', () => {
    const show = shown()
    notifier.notify({ tone: 'success', message: 'Added to cart' })
    notifier.notify({ tone: 'error', message: 'Error fetching data' })
    notifier.notify({ tone: 'info', message: 'Uploading...' })
    expect(show.mock.calls.map(([n]) => [n.message, n.autoClose])).toEqual([
      ['Added to cart', 2000],
      ['Error fetching data', 4000],
      ['Uploading...', false],
    ])
  })

  it('honours a toast that sets its own duration (the 14 s one-time code notice)', () => {
    const show = shown()
    notifier.notify({ tone: 'success', message: 'Your OTP is 123456', durationMs: 14_000 })
    expect(show.mock.calls[0]?.[0].autoClose).toBe(14_000)
  })

  it('keeps at most 20 toasts on screen', () => {
    expect(TOAST_LIMIT).toBe(20)
  })
})

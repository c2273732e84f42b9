import { MantineProvider } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LazyToastViewport } from '../../src/app/lazy-toast-viewport'
import { installMantineNotifier } from '../../src/app/mantine-notifier'
import { notifier } from '../../src/services/notifier'

/* The toast viewport's code loads with the first toast (not in the first paint), and no toast is lost. */

afterEach(() => notifications.clean())

function renderShell() {
  installMantineNotifier()
  return render(
    <MantineProvider>
      <LazyToastViewport />
    </MantineProvider>,
  )
}

describe('toasts load with the first one', () => {
  it('renders no toast region until a toast is shown', () => {
    renderShell()
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull()
  })

  it('shows a toast raised before its viewport loaded, and those after it', async () => {
    renderShell()
    notifier.notify({ tone: 'error', message: 'Error fetching data' })
    expect(await screen.findByText('Error fetching data')).toBeInTheDocument()
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull()
    notifier.notify({ tone: 'success', message: 'Added to cart' })
    expect(await screen.findByText('Added to cart')).toBeInTheDocument()
  })

  it('keeps up to 20 toasts on screen at once, as SPEC 8 asks, even when they all come before the viewport', async () => {
    renderShell()
    for (let i = 1; i <= 21; i++) notifier.notify({ tone: 'info', message: `Toast ${i}` })
    expect(await screen.findByText('Toast 20')).toBeInTheDocument()
    expect(screen.queryByText('Toast 21')).toBeNull()
  })
})

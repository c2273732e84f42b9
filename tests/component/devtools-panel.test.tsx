import { screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { devtoolsControls } from '../../mocks/browser'
import { activeScenarios, clearScenarios } from '../../mocks/scenarios'
import { liveInspector } from '../../src/devtools/inspector/live-inspector'
import { provideMockControls } from '../../src/devtools/mock-controls'
import { DevtoolsLauncher } from '../../src/devtools/panel/devtools-launcher'
import { registerInspector } from '../../src/state/machine-registry'
import { renderWithProviders, setupMockBackend } from '../setup/render'

/* The mock-mode scenario panel: opened by its button or Alt+Shift+M, presets, per-call modes, chips, URL, inspector. */

setupMockBackend()
// as bootstrap does in mock mode: the panel reaches the fake backend only through these
provideMockControls(devtoolsControls)

// registered for the whole file, as in the app: the inspector must also see the actors stop
let unregister = () => {}
beforeAll(() => {
  unregister = registerInspector(liveInspector.inspect)
})
afterAll(() => unregister())
beforeEach(() => window.history.replaceState(null, '', '/'))
afterEach(() => clearScenarios())

const openPanel = async (user: ReturnType<typeof renderWithProviders>['user']) => {
  await user.click(screen.getByRole('button', { name: 'Mock scenarios' }))
  return screen.findByRole('dialog', { name: 'Mock scenarios' })
}

describe('scenario panel', () => {
  it('names its button and shortcut, and opens and closes with Alt+Shift+M', async () => {
    const { user } = renderWithProviders(<DevtoolsLauncher />)
    const button = screen.getByRole('button', { name: 'Mock scenarios' })
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Alt+Shift+M')
    expect(button).toHaveAccessibleDescription('Mock scenarios (Alt+Shift+M)')
    await user.keyboard('{Alt>}{Shift>}M{/Shift}{/Alt}')
    expect(await screen.findByRole('dialog', { name: 'Mock scenarios' })).toBeInTheDocument()
    await user.keyboard('{Alt>}{Shift>}M{/Shift}{/Alt}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mock scenarios' })).not.toBeInTheDocument())
  })

  it('switches a preset on: the backend fails, a chip and the badge show it, the URL carries it; the chip removes it', async () => {
    const { user } = renderWithProviders(<DevtoolsLauncher />, { route: '/products?category=Silk', path: '/products' })
    window.history.replaceState(null, '', '/products?category=Silk')
    const dialog = await openPanel(user)
    await user.type(within(dialog).getByRole('textbox', { name: 'Search presets' }), 'payment fails')
    expect(within(dialog).getAllByRole('switch')).toHaveLength(1)
    await user.click(within(dialog).getByRole('switch', { name: /Payment fails/ }))

    expect(activeScenarios()).toEqual([{ target: 'buy', mode: 'server-error', options: { msg: 'Payment declined', status: 402 } }])
    const chips = within(dialog).getByRole('list', { name: 'Active scenarios' })
    expect(within(chips).getByText('Payment fails')).toBeInTheDocument()
    expect(screen.getByText('1')).toBeInTheDocument() // the badge on the floating button
    expect(window.location.search).toBe('?category=Silk&scenario=payment-fails')

    await user.click(within(dialog).getByRole('button', { name: 'Remove Payment fails' }))
    expect(activeScenarios()).toEqual([])
    expect(window.location.search).toBe('?category=Silk')
    expect(within(dialog).getByText('None: every call answers normally.')).toBeInTheDocument()
  })

  it('sets one call’s mode from the per-call list, and clears everything with Clear all', async () => {
    const { user } = renderWithProviders(<DevtoolsLauncher />)
    const dialog = await openPanel(user)
    await user.click(within(dialog).getByRole('tab', { name: 'Per call' }))
    const orders = within(dialog).getByRole('region', { name: 'Orders' })
    await user.selectOptions(within(orders).getByRole('combobox', { name: 'buy' }), 'slow')
    expect(activeScenarios().map((a) => [a.target, a.mode])).toEqual([['buy', 'slow']])
    expect(within(dialog).getByText('buy: slow')).toBeInTheDocument()
    expect(window.location.search).toBe('?mock=buy:slow')

    await user.click(within(dialog).getByRole('tab', { name: 'Presets' }))
    await user.click(within(dialog).getByRole('switch', { name: /Startup load fails/ }))
    expect(window.location.search).toBe('?scenario=startup-load-fails&mock=buy:slow')
    await user.click(within(dialog).getByRole('button', { name: 'Clear all' }))
    expect(activeScenarios()).toEqual([])
    expect(window.location.search).toBe('')
  })

  it('shows the live machines and the mock API log in the inspector', async () => {
    const { user } = renderWithProviders(<DevtoolsLauncher />)
    const dialog = await openPanel(user)
    await user.click(within(dialog).getByRole('tab', { name: 'Inspector' }))
    const machines = await within(dialog).findByRole('table', { name: 'Live machines' })
    await waitFor(() => expect(within(machines).getByRole('row', { name: /^session signedOut/ })).toBeInTheDocument())
    expect(within(machines).getByRole('row', { name: /^catalogueStore / })).toBeInTheDocument()
    expect(within(dialog).getByRole('heading', { name: /Mock API calls/ })).toBeInTheDocument()
  })
})

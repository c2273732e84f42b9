import { configure, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ProfilePage } from '../../src/features/account/profile-page'
import { renderWithProviders, setupMockBackend, signInAsDemoBuyer } from '../setup/render'

setupMockBackend()
// the machine is shared by parallel runs: give slow answers time before calling them missing
configure({ asyncUtilTimeout: 5000 })

async function renderAt(route: string, state?: unknown) {
  await signInAsDemoBuyer()
  const result = renderWithProviders(<ProfilePage />, { route, path: '/user-profile' })
  if (state !== undefined) await result.router.navigate(route, { state })
  return result
}

const headingOf = (name: string) => screen.findByRole('heading', { level: 1, name })

describe('/user-profile sections (SPEC 2)', () => {
  it('opens on My Account', async () => {
    await renderAt('/user-profile')
    expect(await headingOf('My Account')).toBeInTheDocument()
    const sidebar = screen.getByRole('navigation', { name: 'Profile sections' })
    expect(within(sidebar).getAllByRole('link').map((a) => a.textContent)).toEqual(['My Account', 'Order History', 'Support & Help', 'FAQ'])
    expect(within(sidebar).getByRole('link', { name: 'My Account' })).toHaveAttribute('aria-current', 'page')
  })

  it.each([
    ['orderHistory', 'Order History'],
    ['supportHelp', 'Support & Help'],
    ['faq', 'Frequently Asked Questions'],
  ])('opens %s from the navigation state page', async (page, heading) => {
    await renderAt('/user-profile', { page })
    expect(await headingOf(heading)).toBeInTheDocument()
  })

  it('lets ?section= win over the navigation state', async () => {
    await renderAt('/user-profile?section=faq', { page: 'orderHistory' })
    expect(await headingOf('Frequently Asked Questions')).toBeInTheDocument()
  })

  it('switches sections from the sidebar and puts the section in the URL', async () => {
    const { user, router } = await renderAt('/user-profile')
    await headingOf('My Account')
    await user.click(screen.getByRole('link', { name: 'Support & Help' }))
    expect(await headingOf('Support & Help')).toBeInTheDocument()
    expect(router.location.search).toBe('?section=supportHelp')
    expect(screen.getByRole('link', { name: 'Support & Help' })).toHaveAttribute('aria-current', 'page')
  })

  it('Support & Help is the shared support form in its profile wording', async () => {
    await renderAt('/user-profile?section=supportHelp')
    const form = await screen.findByRole('form', { name: 'Support & Help' })
    expect(within(form).getByRole('textbox', { name: /^Name/ })).toBeInTheDocument()
    expect(within(form).getByRole('textbox', { name: /^Email or Phone/ })).toBeInTheDocument()
    expect(within(form).getByRole('textbox', { name: /^Query/ })).toBeInTheDocument()
  })
})

describe('FAQ (SPEC 2, 9)', () => {
  it('has four items, the first open at start, and keeps one open at a time', async () => {
    const { user } = await renderAt('/user-profile?section=faq')
    await headingOf('Frequently Asked Questions')
    const questions = screen.getAllByRole('button', { name: /\?$/ })
    expect(questions).toHaveLength(4)
    expect(questions.map((q) => q.getAttribute('aria-expanded'))).toEqual(['true', 'false', 'false', 'false'])

    await user.click(questions[2]!)
    expect(questions.map((q) => q.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'true', 'false'])
    await waitFor(() => expect(screen.getByText(/Returns apply only to defective/)).toBeVisible())
  })
})

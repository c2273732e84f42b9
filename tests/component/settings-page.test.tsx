import { configure, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DEMO_BUYER } from '../../seed/fixtures/demo-accounts'
import { SettingsPage } from '../../src/features/settings/settings-page'
import { isUser } from '../../src/lib/guards'
import { readJson, storageKeys } from '../../src/lib/storage'
import { renderWithProviders, setupMockBackend, signInAsDemoBuyer } from '../setup/render'

setupMockBackend()
// the machine is shared by parallel runs: give slow answers time before calling them missing
configure({ asyncUtilTimeout: 5000 })

const renderSettings = () => renderWithProviders(<SettingsPage />, { route: '/my-setting', path: '/my-setting' })
const linkTargets = () =>
  within(screen.getByRole('navigation', { name: 'Settings' }))
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')])

describe('/my-setting (SPEC 2, Mobile settings)', () => {
  it('greets a visitor, shows only the information links and Log In / Sign Up', async () => {
    const { user, router } = renderSettings()
    expect(screen.getByRole('heading', { name: 'Hello, Guest' })).toBeInTheDocument()
    expect(linkTargets()).toEqual([
      ['Support & Help', '/user-profile?section=supportHelp'],
      ["FAQ's", '/user-profile?section=faq'],
      ['About Us', '/about-us'],
      ['Terms and Condition', '/tNc'],
      ['Privacy Policy', '/privacy-policy'],
    ])
    expect(screen.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Log In / Sign Up' }))
    expect(router.location.pathname).toBe('/login')
  })

  it('greets the user by name and adds profile, wishlist, cart and order history', async () => {
    await signInAsDemoBuyer()
    renderSettings()
    expect(screen.getByRole('heading', { name: `Hello, ${DEMO_BUYER.name}` })).toBeInTheDocument()
    expect(linkTargets()).toEqual([
      ['My Profile', '/user-profile?section=myAccount'],
      ['My WishList', '/wishlist'],
      ['My Cart', '/cart'],
      ['Order History', '/user-profile?section=orderHistory'],
      ['Support & Help', '/user-profile?section=supportHelp'],
      ["FAQ's", '/user-profile?section=faq'],
      ['About Us', '/about-us'],
      ['Terms and Condition', '/tNc'],
      ['Privacy Policy', '/privacy-policy'],
    ])
    expect(screen.queryByRole('link', { name: 'Log In / Sign Up' })).not.toBeInTheDocument()
  })

  it("Log Out says 'Logged out successfully', forgets the user and goes to /", async () => {
    await signInAsDemoBuyer()
    const { user, router } = renderSettings()
    await user.click(screen.getByRole('button', { name: 'Log Out' }))
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument()
    expect(router.location.pathname).toBe('/')
    expect(readJson(storageKeys.user, isUser)).toBeNull()
  })
})

// @vitest-environment happy-dom
import { configure, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockBackend } from '../../mocks/node'
import { setScenario } from '../../mocks/scenarios'
import { DEMO_BUYER, DEMO_WEAVER } from '../../seed/fixtures/demo-accounts'
import { ProfilePage } from '../../src/features/account/profile-page'
import { isUser } from '../../src/lib/guards'
import { readJson, storageKeys, writeJson, writeText } from '../../src/lib/storage'
import { authService } from '../../src/services/auth-service'
import { renderWithProviders, setupMockBackend, signInAsDemoBuyer } from '../setup/render'

/* multipart upload: happy-dom, since jsdom corrupts File bodies (docs/stack-notes.md) */
setupMockBackend()
// the machine is shared by parallel runs: give slow answers time before calling them missing
configure({ asyncUtilTimeout: 5000 })

const storedUser = () => readJson(storageKeys.user, isUser)
const buyerRecord = () => mockBackend.db.get('users').find((u) => u.email === DEMO_BUYER.email)!
const picture = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'me.png', { type: 'image/png' })

/** The second demo account has no picture of its own. */
async function signInAsWeaver() {
  const session = await authService.signIn({ email: DEMO_WEAVER.email, password: DEMO_WEAVER.password })
  writeText(storageKeys.token, session.token)
  writeJson(storageKeys.user, session.user)
}

async function renderMyAccount(signIn: () => Promise<unknown> = signInAsDemoBuyer) {
  await signIn()
  const result = renderWithProviders(<ProfilePage />, { route: '/user-profile', path: '/user-profile' })
  await screen.findByRole('heading', { name: 'My Account' })
  return result
}

describe('My Account (SPEC 2, 4: Profile save)', () => {
  it('shows the user: name, date of birth, read-only email and phone, and the picture', async () => {
    await renderMyAccount()
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(DEMO_BUYER.name)
    expect(screen.getByRole('button', { name: 'Date of Birth' })).toHaveTextContent('14 Aug 1992')
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO_BUYER.email)
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly')
    expect(screen.getByRole('textbox', { name: 'Phone Number' })).toHaveValue(DEMO_BUYER.phone)
    expect(screen.getByRole('textbox', { name: 'Phone Number' })).toHaveAttribute('readonly')
    expect(screen.getByRole('button', { name: 'Change Email' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Change Phone Number' })).toBeEnabled()
    expect(screen.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', buyerRecord().profile_pic!)
  })

  it('shows the default image to a user without a picture', async () => {
    await renderMyAccount(signInAsWeaver)
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(DEMO_WEAVER.name)
    expect(screen.getByRole('img', { name: 'Default profile picture' })).toHaveAttribute('src', expect.stringContaining('default-avatar.svg'))
  })

  it('Change Email and Change Phone Number do nothing (SPEC 2)', async () => {
    const { user, router } = await renderMyAccount()
    await user.click(screen.getByRole('button', { name: 'Change Email' }))
    await user.click(screen.getByRole('button', { name: 'Change Phone Number' }))
    expect(router.location.pathname).toBe('/user-profile')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO_BUYER.email)
  })

  it('previews a picked picture and Remove Selection goes back to the current one', async () => {
    const { user } = await renderMyAccount(signInAsWeaver)
    await user.upload(screen.getByLabelText('Profile picture file'), picture())
    expect(await screen.findByRole('img', { name: 'Preview of the new profile picture' })).toHaveAttribute('src', expect.stringMatching(/^blob:/))
    await user.click(screen.getByRole('button', { name: 'Remove Selection' }))
    expect(screen.getByRole('img', { name: 'Default profile picture' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Remove Selection' })).not.toBeInTheDocument()
  })

  it("saves name, date of birth and picture: 'Profile Updated', the stored user updated, the pick cleared", async () => {
    const { user } = await renderMyAccount()
    const oldPicture = buyerRecord().profile_pic
    const name = screen.getByRole('textbox', { name: 'Name' })
    await user.clear(name)
    await user.type(name, 'Aarav K. Mehta')
    await user.upload(screen.getByLabelText('Profile picture file'), picture())
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument()
    expect(buyerRecord()).toMatchObject({ name: 'Aarav K. Mehta', dob: DEMO_BUYER.dob })
    const savedPicture = buyerRecord().profile_pic
    expect(savedPicture).toBeTruthy()
    expect(savedPicture).not.toBe(oldPicture)
    await waitFor(() => expect(storedUser()).toMatchObject({ name: 'Aarav K. Mehta', profile_pic: savedPicture }))
    expect(screen.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', savedPicture!)
    expect(screen.queryByRole('button', { name: 'Remove Selection' })).not.toBeInTheDocument()
  })

  it('changes the date of birth with the date picker', async () => {
    const { user } = await renderMyAccount()
    await user.click(screen.getByRole('button', { name: 'Date of Birth' }))
    await user.click(await screen.findByRole('button', { name: '20 August 1992' }))
    expect(screen.getByRole('button', { name: 'Date of Birth' })).toHaveTextContent('20 Aug 1992')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument()
    expect(buyerRecord().dob).toBe('1992-08-20')
  })

  it("says 'Please Try Again' on failure and keeps the picked picture and the stored user", async () => {
    const before = (await signInAsDemoBuyer()).user
    setScenario('editUser', 'server-error')
    const { user } = renderWithProviders(<ProfilePage />, { route: '/user-profile', path: '/user-profile' })
    await user.upload(await screen.findByLabelText('Profile picture file'), picture())
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))

    expect(await screen.findByText('Please Try Again')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Remove Selection' })).toBeInTheDocument()
    expect(storedUser()).toEqual(before)
  })

  it("LogOut says 'Logged out successfully', clears the session and goes to /", async () => {
    const { user, router } = await renderMyAccount()
    await user.click(screen.getByRole('button', { name: 'LogOut' }))
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument()
    expect(router.location.pathname).toBe('/')
    expect(storedUser()).toBeNull()
  })
})

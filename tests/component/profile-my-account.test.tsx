// @vitest-environment happy-dom
import { configure, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { mockBackend } from '../../mocks/node'
import { setScenario } from '../../mocks/scenarios'
import { DEMO_BUYER, DEMO_WEAVER } from '../../seed/fixtures/demo-accounts'
import { ProfilePage } from '../../src/features/account/profile-page'
import { isUser } from '../../src/lib/guards'
import { readJson, storageKeys, writeJson, writeText } from '../../src/lib/storage'
import { authService } from '../../src/services/auth-service'
import { uploadIdOf } from '../../seed/media/media-urls'
import { renderWithProviders, setupMockBackend, signInAsDemoBuyer } from '../setup/render'
import { fakeJpeg, fakePng, installPicturePlatform, pdf, pdfNamedAsPicture, sizeOfPicture } from '../support/picture-platform'

/* multipart upload: happy-dom, since jsdom corrupts File bodies (docs/stack-notes.md) */
setupMockBackend()
const platform = installPicturePlatform()
// the machine is shared by parallel runs: give slow answers time before calling them missing
configure({ asyncUtilTimeout: 5000 })

const storedUser = () => readJson(storageKeys.user, isUser)
const buyerRecord = () => mockBackend.db.get('users').find((u) => u.email === DEMO_BUYER.email)!
const picture = () => fakePng('me.png', 200, 200)
/** The bytes the fake backend kept for an upload address. */
const keptUpload = (url: string) => {
  const record = mockBackend.db.get('uploads').find((u) => u._id === uploadIdOf(url))!
  return new Blob([Uint8Array.from(atob(record.base64), (c) => c.charCodeAt(0))])
}

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

  it('refuses a PDF, even one named as a photo, with a message and no preview, and sends no picture', async () => {
    await renderMyAccount()
    // a buyer can switch the file chooser to all files: the input's accept is no barrier
    const user = userEvent.setup({ applyAccept: false })
    const before = buyerRecord().profile_pic
    for (const file of [pdf('invoice.pdf'), pdfNamedAsPicture('me.jpg')]) {
      await user.upload(screen.getByLabelText('Profile picture file'), file)
      expect(await screen.findByText('Choose a picture (JPEG, PNG, WebP or GIF)')).toBeInTheDocument()
      expect(screen.queryByRole('img', { name: 'Preview of the new profile picture' })).not.toBeInTheDocument()
      expect(screen.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', before!)
      expect(screen.getByLabelText('Profile picture file')).toHaveAccessibleDescription('Choose a picture (JPEG, PNG, WebP or GIF)')
      expect(screen.queryByRole('button', { name: 'Remove Selection' })).not.toBeInTheDocument()
    }
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument()
    expect(buyerRecord().profile_pic).toBe(before)
  })

  it('sends a 12-megapixel photo scaled down to 512 px; typing goes on and Save waits while it is prepared', async () => {
    const { user } = await renderMyAccount()
    const release = platform.holdDecoding()
    await user.upload(screen.getByLabelText('Profile picture file'), fakeJpeg('IMG_2041.jpg', 4000, 3000, 6_600_000))
    expect(await screen.findByRole('status')).toHaveTextContent('Preparing the picture...')
    expect(screen.queryByRole('img', { name: 'Preview of the new profile picture' })).not.toBeInTheDocument()
    const name = screen.getByRole('textbox', { name: 'Name' })
    await user.clear(name)
    await user.type(name, 'Aarav K. Mehta')
    expect(name).toHaveValue('Aarav K. Mehta')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(screen.queryByText('Profile Updated')).not.toBeInTheDocument()
    release()

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument()
    const saved = buyerRecord().profile_pic!
    expect(buyerRecord().name).toBe('Aarav K. Mehta')
    const kept = keptUpload(saved)
    expect(kept.size).toBeLessThan(6_600_000)
    expect(await sizeOfPicture(kept)).toEqual({ width: 512, height: 384 })
  })

  it("shows the server's reason for refusing the picture under the field, beside 'Please Try Again'", async () => {
    const reason = 'You can upload at most 20 pictures a day. Please try again tomorrow'
    const { user } = await renderMyAccount()
    setScenario('editUser', 'server-error', { status: 429, msg: reason })
    await user.upload(screen.getByLabelText('Profile picture file'), picture())
    expect(await screen.findByRole('img', { name: 'Preview of the new profile picture' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))

    expect(await screen.findByText('Please Try Again')).toBeInTheDocument()
    expect(await screen.findByText(reason)).toBeInTheDocument()
    expect(screen.getByLabelText('Profile picture file')).toHaveAccessibleDescription(reason)
    // the pick stays, to try again tomorrow or to remove
    expect(screen.getByRole('img', { name: 'Preview of the new profile picture' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Remove Selection' }))
    expect(screen.queryByText(reason)).not.toBeInTheDocument()
  })

  it("LogOut says 'Logged out successfully', clears the session and goes to /", async () => {
    const { user, router } = await renderMyAccount()
    await user.click(screen.getByRole('button', { name: 'LogOut' }))
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument()
    expect(router.location.pathname).toBe('/')
    expect(storedUser()).toBeNull()
  })
})

import { registerBuyer, signIn } from './support/live-accounts'
import { CHECK_PNG, expect, expectUploadedPng, loadedWidth, test, toast } from './support/live-test'

/*
 * The profile of a buyer registered for this test: a new name and a picture, saved by the
 * server (the picture as an upload under /media/upload/) and read back after a reload.
 */

test('saves a new name and picture, which the profile and the settings greeting show after a reload', async ({ page, request }) => {
  const buyer = await registerBuyer(request, 'profile', 'Nisha Patel')
  await signIn(page, buyer)
  await page.getByRole('banner').getByRole('link', { name: 'Account' }).click()
  await expect(page).toHaveURL(/\/user-profile$/)
  const form = page.getByRole('form', { name: 'My Account' })
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Nisha Patel')
  await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(buyer.email)
  // a new buyer has no picture yet: the default one shows
  await expect(form.getByRole('img', { name: 'Default profile picture' })).toBeVisible()
  const picture = form.getByRole('img', { name: 'Your profile picture' })

  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Nisha R. Patel')
  await form.getByLabel('Profile picture file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: CHECK_PNG })
  await expect(form.getByRole('img', { name: 'Preview of the new profile picture' })).toBeVisible()
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/edit-user'))
  await form.getByRole('button', { name: 'Save Changes' }).click()
  expect((await saved).status()).toBe(200)
  await expect(toast(page, 'Profile Updated')).toBeVisible()
  await expect(form.getByRole('button', { name: 'Remove Selection' })).toHaveCount(0)
  await expect(picture).toHaveAttribute('src', /^\/media\/upload\//)

  await page.reload()
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Nisha R. Patel')
  await expect(picture).toBeVisible()
  const src = (await picture.getAttribute('src'))!
  expect(src).toMatch(/^\/media\/upload\/[^/]+$/)
  expect(await loadedWidth(picture)).toBe(24)
  await expectUploadedPng(request, src)

  // where the name is a greeting: the settings hub under 800 px, after a full load
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/my-setting')
  await expect(page.getByRole('heading', { name: 'Hello, Nisha R. Patel' })).toBeVisible()

  // and the server says the same to a new sign-in
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.evaluate(() => localStorage.clear()) // a browser without the session
  await signIn(page, buyer)
  await page.goto('/user-profile')
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Nisha R. Patel')
  await expect(picture).toHaveAttribute('src', src)
})

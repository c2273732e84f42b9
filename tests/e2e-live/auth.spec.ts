import { DEMO_BUYER, expectSignedInHeader, NEW_PASSWORD, signIn, submitSignIn, uniqueEmail } from './support/live-accounts'
import { expect, test, toast } from './support/live-test'

/*
 * Sign-up with the one-time code and sign-in, against the real server: the account made
 * through the UI is in the database, so signing out and in again with its password works.
 */

test.describe('sign up with the one-time code', () => {
  test('registers a new email, verifies the shown code, and signs in again with the password', async ({ page }) => {
    const email = uniqueEmail('signup')
    await page.goto('/register')
    await page.getByRole('button', { name: 'Continue with Email' }).click()
    await expect(page.getByText('Step 1 of 2')).toBeVisible()
    await page.getByRole('textbox', { name: /^Name/ }).fill('Meera Handlooms')
    await page.getByRole('textbox', { name: /^Email Address/ }).fill(email)
    await page.getByRole('textbox', { name: /^Phone/ }).fill('9812345670')
    await page.getByRole('button', { name: 'Next' }).click()

    await expect(page.getByText('Step 2 of 2')).toBeVisible()
    await page.getByLabel(/^Add Password/).fill(NEW_PASSWORD)
    await page.getByLabel(/^Confirm Password/).fill(NEW_PASSWORD)
    const signup = page.waitForResponse((r) => r.url().endsWith('/api/user/signup'))
    await page.getByRole('button', { name: 'Next' }).click()
    expect((await signup).status()).toBe(200)

    // the server's code, shown in a notice with a Continue button (SPEC 7)
    const notice = page.getByText(/^Your OTP is \d{6}$/)
    await expect(notice).toBeVisible()
    await expect(page.getByText('Your one-time code is ready')).toBeVisible()
    const code = (await notice.textContent())!.replace(/\D/g, '')
    await page.getByRole('button', { name: 'Continue' }).click()

    await expect(page).toHaveURL(/\/verify-otp$/)
    await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible()
    await expect(page.getByText(email)).toBeVisible()
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(code)
    const verify = page.waitForResponse((r) => r.url().endsWith('/api/user/verifyOtp'))
    await page.getByRole('button', { name: 'Verify' }).click()
    expect((await verify).status()).toBe(200)

    await expect(page).toHaveURL(/\/$/)
    await expect(toast(page, 'Successful User Login')).toBeVisible()
    await expectSignedInHeader(page)
    // the session survives a reload
    await page.reload()
    await expectSignedInHeader(page)

    // sign out, then in with the new password
    await page.getByRole('banner').getByRole('link', { name: 'Account' }).click()
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Meera Handlooms')
    await page.getByRole('button', { name: 'LogOut' }).click()
    await expect(toast(page, 'Logged out successfully')).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)

    await submitSignIn(page, { email, password: NEW_PASSWORD, name: 'Meera Handlooms' })
    await expect(toast(page, 'Successful login')).toBeVisible()
    // the profile guard sent the signed-out buyer to /login, so sign-in returns there
    await expect(page).toHaveURL(/\/user-profile$/)
    await expectSignedInHeader(page)
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email)
  })
})

test.describe('sign in', () => {
  test('with the demo buyer', async ({ page }) => {
    await page.goto('/login')
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/user/signin'))
    await submitSignIn(page, DEMO_BUYER)
    expect((await answer).status()).toBe(200)
    await expect(page).toHaveURL(/\/$/)
    await expect(toast(page, 'Successful login')).toBeVisible()
    await expectSignedInHeader(page)
    await page.reload()
    await expectSignedInHeader(page)
  })

  test.describe('refused by the server (signin answers 401)', () => {
    test.use({ expectedRefusals: [{ status: 401, path: '/api/user/signin' }] })

    test("a wrong password says 'Error in login' and the button works again", async ({ page }) => {
      await page.goto('/login')
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/user/signin'))
      await submitSignIn(page, { ...DEMO_BUYER, password: 'Wrong@1234' })
      expect((await answer).status()).toBe(401)
      await expect(toast(page, 'Error in login')).toBeVisible()
      const button = page.getByRole('button', { name: 'Sign in', exact: true })
      await expect(button).toBeEnabled()
      await expect(page).toHaveURL(/\/login$/)
      await expect(page.getByRole('banner')).toHaveCount(0)

      // the right password still works after a refusal
      await page.getByLabel(/^Password/).fill(DEMO_BUYER.password)
      await button.click()
      await expect(page).toHaveURL(/\/$/)
      await expectSignedInHeader(page)
    })
  })

  test('a signed-in session is the one the server knows: the profile shows the demo buyer', async ({ page }) => {
    await signIn(page, DEMO_BUYER)
    await page.goto('/user-profile')
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(DEMO_BUYER.name)
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(DEMO_BUYER.email)
  })
})

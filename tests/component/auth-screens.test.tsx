import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockBackend, server } from '../../mocks/node'
import { requestLoginOtp, requestSignupOtp } from '../../mocks/use-cases/auth'
import { DEMO_BUYER } from '../../seed/fixtures/demo-accounts'
import { setupMockBackend } from '../setup/render'
import { codeBoxes, expectToast, readShownCode, renderAuth } from '../model/auth-model-support'

/*
 * The auth screens' rules and messages as a buyer meets them (SPEC 2, 5, 8), with the fake
 * backend answering. This file runs outside mock mode and without provider ids, like a live
 * build that was not given VITE_GOOGLE_CLIENT_ID or VITE_FACEBOOK_APP_ID.
 */

setupMockBackend()

const newBuyer = { name: 'Meera Handlooms', email: 'meera@handlooms.in', phone: '9812345670' }

async function fillDetails(user: ReturnType<typeof renderAuth>['user'], details: { name: string; email: string; phone: string }) {
  await user.click(await screen.findByRole('button', { name: 'Continue with Email' }))
  if (details.name) await user.type(screen.getByRole('textbox', { name: /^Name/ }), details.name)
  if (details.email) await user.type(screen.getByRole('textbox', { name: /^Email Address/ }), details.email)
  if (details.phone) await user.type(screen.getByRole('textbox', { name: /^Phone/ }), details.phone)
  await user.click(screen.getByRole('button', { name: 'Next' }))
}

describe('sign in', () => {
  it("empty fields say 'Please fill all the fields'; a wrong password says 'Error in login'", async () => {
    const { user } = renderAuth('/login')
    await user.click(await screen.findByRole('button', { name: 'Sign in' }))
    await expectToast('Please fill all the fields')

    await user.type(screen.getByRole('textbox', { name: /^Email/ }), DEMO_BUYER.email)
    await user.type(screen.getByLabelText(/^Password/), 'Wrong@1234')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await expectToast('Error in login')
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument()
  })

  it('shows and hides the password with a named, focusable toggle', async () => {
    const { user } = renderAuth('/login')
    const field = await screen.findByLabelText(/^Password/)
    await user.type(field, 'Tanabana@123')
    expect(field).toHaveAttribute('type', 'password')
    const toggle = screen.getByRole('button', { name: 'Show password' })
    expect(toggle).not.toHaveAttribute('tabindex', '-1')
    await user.click(toggle)
    expect(field).toHaveAttribute('type', 'text')
    await user.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(field).toHaveAttribute('type', 'password')
  })

  it('goes home after signing in when no page was saved by the login guard', async () => {
    const { user } = renderAuth('/login')
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), DEMO_BUYER.email)
    await user.type(screen.getByLabelText(/^Password/), DEMO_BUYER.password)
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Home page at /')).toBeInTheDocument()
  })

  it('ignores a saved page that is not a path of this app', async () => {
    const { user } = renderAuth({ pathname: '/login', state: { from: '//evil.example/phish' } })
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), DEMO_BUYER.email)
    await user.type(screen.getByLabelText(/^Password/), DEMO_BUYER.password)
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Home page at /')).toBeInTheDocument()
  })
})

describe('social buttons without a configured provider', () => {
  it('explain that the provider is not set up instead of failing silently', async () => {
    const { user } = renderAuth('/login')
    const google = await screen.findByRole('button', { name: 'Continue with Google' })
    expect(google).toHaveAccessibleDescription('Google sign-in is not set up')
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toHaveAccessibleDescription(
      'Facebook sign-in is not set up',
    )
    await user.click(google)
    await expectToast('Google sign-in is not set up')
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull()
  })
})

describe('sign-up details', () => {
  it.each([
    [{ ...newBuyer, phone: '' }, 'Please fill all the fields'],
    [{ ...newBuyer, email: 'meera@handlooms' }, 'Please enter a valid email address'],
    [{ ...newBuyer, phone: '98123' }, 'Please enter a valid 10-digit phone number'],
  ])('%o is refused with %s', async (details, message) => {
    const { user } = renderAuth('/register')
    await fillDetails(user, details)
    await expectToast(message)
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument()
  })

  it('marks each wrong detail under its field, focuses the first, and drops a mark once its field is edited', async () => {
    const { user } = renderAuth('/register')
    await fillDetails(user, { name: '', email: 'meera@handlooms', phone: '98123' })
    await expectToast('Please fill all the fields')
    const name = screen.getByRole('textbox', { name: /^Name/ })
    const email = screen.getByRole('textbox', { name: /^Email Address/ })
    const phone = screen.getByRole('textbox', { name: /^Phone/ })
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Required')
    expect(email).toHaveAccessibleDescription('Please enter a valid email address')
    // the phone's own hint stays beside its mark
    expect(phone).toHaveAccessibleDescription('Please enter a valid 10-digit phone number 10 digits')
    await waitFor(() => expect(name).toHaveFocus())

    await user.type(name, 'Meera')
    expect(name).not.toHaveAttribute('aria-invalid')
    expect(email).toHaveAttribute('aria-invalid', 'true')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await expectToast('Please enter a valid email address')
    await waitFor(() => expect(email).toHaveFocus())
    expect(name).not.toHaveAttribute('aria-invalid')
  })

  it('password step: live error text, Next disabled until both rules hold', async () => {
    const { user } = renderAuth('/register')
    await fillDetails(user, newBuyer)
    const next = await screen.findByRole('button', { name: 'Next' })
    expect(next).toBeDisabled()

    await user.type(screen.getByLabelText(/^Add Password/), 'weave2025')
    expect(screen.getByText('Password must be 8+ chars with 1 uppercase, 1 number, 1 special')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Add Password/)).toHaveAttribute('aria-invalid', 'true')
    expect(next).toBeDisabled()

    await user.clear(screen.getByLabelText(/^Add Password/))
    await user.type(screen.getByLabelText(/^Add Password/), 'Weave@2025')
    expect(screen.queryByText('Password must be 8+ chars with 1 uppercase, 1 number, 1 special')).not.toBeInTheDocument()
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Weave@202')
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument()
    expect(next).toBeDisabled()

    await user.type(screen.getByLabelText(/^Confirm Password/), '5')
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument()
    expect(next).toBeEnabled()
  })

  it('a server refusal shows its message and returns to the details, still filled in', async () => {
    const { user } = renderAuth('/register')
    await fillDetails(user, { ...newBuyer, email: DEMO_BUYER.email })
    await user.type(await screen.findByLabelText(/^Add Password/), 'Weave@2025')
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Weave@2025')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await expectToast('User already exists')
    expect(await screen.findByText('Step 1 of 2')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /^Email Address/ })).toHaveValue(DEMO_BUYER.email)
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue(newBuyer.name)
  })
})

describe('/verify-otp', () => {
  it('keeps the password out of the router state and storage, and takes only six digits', async () => {
    const { user, router } = renderAuth('/register')
    await fillDetails(user, newBuyer)
    await user.type(await screen.findByLabelText(/^Add Password/), 'Weave@2025')
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Weave@2025')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    const code = await readShownCode()
    await user.click(await screen.findByRole('button', { name: 'Continue' }))

    expect(await screen.findByRole('heading', { name: 'Verify OTP' })).toBeInTheDocument()
    expect(document.body).toHaveTextContent(`Enter the six-digit code sent for ${newBuyer.email}.`)
    expect(router.location.state).toEqual({ type: 'signin' })
    const everythingStored = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })
    expect(everythingStored).not.toContain('Weave@2025')

    // letters are refused; the empty code gets the 1000 ms notice
    await user.click(codeBoxes()[0]!)
    await user.keyboard('ab')
    expect(codeBoxes().map((b) => b.value).join('')).toBe('')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await expectToast('Please fill all the fields')

    // a pasted code fills all six boxes
    await user.click(codeBoxes()[0]!)
    await user.paste(code)
    expect(codeBoxes().map((b) => b.value).join('')).toBe(code)
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText('Home page at /')).toBeInTheDocument()
  })

  it('opened without a sign-up in progress (a reload) goes back to /register and says why', async () => {
    renderAuth({ pathname: '/verify-otp', state: { type: 'signin' } })
    expect(await screen.findByRole('heading', { name: 'Sign Up' })).toBeInTheDocument()
    expect(screen.getByText('The code step does not survive a page reload. Please sign up again.')).toBeInTheDocument()
  })

  it('opened without a login by code in progress goes back to /forget-password', async () => {
    renderAuth({ pathname: '/verify-otp', state: { type: 'login' } })
    expect(await screen.findByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument()
    expect(screen.getByText('The code step does not survive a page reload. Please request a new code.')).toBeInTheDocument()
  })

  it('opened with no state at all goes to /register', async () => {
    renderAuth('/verify-otp')
    expect(await screen.findByRole('heading', { name: 'Sign Up' })).toBeInTheDocument()
  })
})

describe('forgot password', () => {
  it("needs the email, and Back goes to /login", async () => {
    const { user } = renderAuth('/forget-password')
    await user.click(await screen.findByRole('button', { name: 'Request OTP' }))
    await expectToast('Please fill all the fields')
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument()
  })

  it('Back on /verify-otp returns to /forget-password with the email kept', async () => {
    const { user } = renderAuth('/forget-password')
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), DEMO_BUYER.email)
    await user.click(screen.getByRole('button', { name: 'Request OTP' }))
    await user.click(await screen.findByRole('button', { name: 'Continue' }))
    await screen.findByRole('heading', { name: 'Verify OTP' })
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue(DEMO_BUYER.email))
    expect(within(document.body).queryByText(/does not survive/)).not.toBeInTheDocument()
  })
})

/**
 * The fake backend as a store that mails its codes (OTP_DELIVERY=email): each code goes to the
 * returned mailbox and the answer holds none, as the real server answers then.
 */
function mailTheCodes(): string[] {
  const mailbox: string[] = []
  const mailed = (issue: typeof requestSignupOtp) =>
    async ({ request }: { request: Request }) => {
      const { email } = (await request.json()) as { email: string }
      mailbox.push(String(issue(mockBackend, { email }).otp))
      return HttpResponse.json({ msg: 'OTP sent successfully' })
    }
  server.use(http.post('*/api/user/signup', mailed(requestSignupOtp)), http.post('*/api/user/login', mailed(requestLoginOtp)))
  return mailbox
}

describe('a store that mails the codes (no code in the answer)', () => {
  it('sign-up says where the code went, on the notice, the panel and /verify-otp, and the mailed code works', async () => {
    const mailbox = mailTheCodes()
    const { user } = renderAuth('/register')
    await fillDetails(user, newBuyer)
    await user.type(await screen.findByLabelText(/^Add Password/), 'Weave@2025')
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Weave@2025')
    await user.click(screen.getByRole('button', { name: 'Next' }))

    await expectToast(`We have sent a code to ${newBuyer.email}`)
    expect(screen.getByText('Check your email')).toBeInTheDocument()
    expect(document.body).toHaveTextContent(`We have sent the code to ${newBuyer.email}.`)
    expect(screen.queryByText(/Your OTP is/)).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Continue' }))

    expect(await screen.findByRole('heading', { name: 'Verify OTP' })).toBeInTheDocument()
    expect(document.body).toHaveTextContent(`Enter the six-digit code we sent by email to ${newBuyer.email}.`)
    expect(mailbox).toHaveLength(1)
    await user.click(codeBoxes()[0]!)
    await user.paste(mailbox[0]!)
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText('Home page at /')).toBeInTheDocument()
  })

  it('forgot password says where the code went, and /verify-otp says it came by email', async () => {
    const mailbox = mailTheCodes()
    const { user } = renderAuth('/forget-password')
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), DEMO_BUYER.email)
    await user.click(screen.getByRole('button', { name: 'Request OTP' }))
    await expectToast(`We have sent a code to ${DEMO_BUYER.email}`)
    await user.click(await screen.findByRole('button', { name: 'Continue' }))
    expect(await screen.findByRole('heading', { name: 'Verify OTP' })).toBeInTheDocument()
    expect(document.body).toHaveTextContent(`Enter the six-digit code we sent by email to ${DEMO_BUYER.email}.`)
    await user.click(codeBoxes()[0]!)
    await user.paste(mailbox[0]!)
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText('Home page at /')).toBeInTheDocument()
  })
})

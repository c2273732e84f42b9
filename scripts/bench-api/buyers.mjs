// Buyers for the load test, registered as a person would: POST /user/signup (the one-time code
// comes back in the answer, SPEC 7), POST /user/verifyOtp, then a delivery address (the first one
// is selected), so each can fill a cart and buy.
import { inBatches } from './api.mjs'

const PASSWORD = 'Bench@2026'

/** `count` new buyers named `<prefix>-<n>`; answers { email, token } for each. */
export async function registerBuyers(call, prefix, count) {
  // argon2 hashing makes sign-up slow on purpose: a few at a time
  return inBatches(Array.from({ length: count }, (_, i) => i), 4, async (i) => {
    const email = `${prefix}-${i}@bench.tanabana.test`
    const { otp } = await call('POST', '/user/signup', { body: { email } })
    const phone = String(9_000_000_000 + i)
    const { token } = await call('POST', '/user/verifyOtp', {
      body: { type: 'signin', name: `Bench Buyer ${prefix} ${i}`, password: PASSWORD, email, phone, otp },
    })
    await call('POST', '/address', {
      token,
      body: { name: `Bench Buyer ${i}`, tag: 'Home', address: `${i + 1}, Ring Road`, city: 'Surat', state: 'Gujarat', pinCode: '395003', alternativePhoneNumber: phone, country: 'India' },
    })
    return { email, token }
  })
}

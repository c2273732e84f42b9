import { Title } from '@mantine/core'

/** Verify OTP (SPEC 2). Its screen is built by a later issue; the heading keeps the route reachable. */
export function VerifyOtpPage() {
  return <Title order={1}>Verify OTP</Title>
}

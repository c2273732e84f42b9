/**
 * What the staff calls answer beyond STAFF_MESSAGES (contracts/admin/staff.ts) and
 * FULFILMENT_MESSAGES (contracts/fulfilment-rules.ts): one home for the server, the fake backend
 * and the back office (docs/spec-notes.md, issue 29).
 */
export const ADMIN_MESSAGES = {
  signedOut: 'You have signed out',
  passwordSet: 'Your password is set: you can sign in now',
  supportNotFound: 'Support request not found',
  reviewNotFound: 'Review not found',
} as const

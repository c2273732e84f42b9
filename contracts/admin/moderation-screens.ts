import type { SupportStatus } from './admin-support'
import { STAFF_ROLE_LABELS, type StaffRole } from './staff'

/*
 * What the back office's support inbox, reviews, staff and audit screens say beyond the staff
 * API's own messages (SUPPORT_MESSAGES, REVIEW_MESSAGES, STAFF_MESSAGES): one home for the
 * screens and their tests, noted in docs/spec-notes.md ("Issue 29: support, reviews, staff and
 * the audit log in the back office").
 */

/** How a support request's status reads on screen. */
export const SUPPORT_STATUS_LABELS: Record<SupportStatus, string> = { open: 'Open', answered: 'Answered', closed: 'Closed' }

export const SUPPORT_SCREEN = {
  empty: 'No support requests match',
  /** A request's page opened from a link whose page of the inbox no longer holds it. */
  notOnPage: 'This request is not on this page of the inbox any more: go back to the inbox to find it',
  noReplies: 'No replies yet.',
  /** Under the reply box, before sending: where the reply goes. */
  willMail: (contact: string) => `Kept on the request, and mailed to ${contact} when the store sends mail.`,
  wontMail: 'Kept on the request only: the contact is not an email address, so reach them on it yourself.',
  /** After a reply: whether it went out by mail. */
  mailed: (contact: string) => `Reply sent: mailed to ${contact} and kept on the request.`,
  /** An email contact the reply did not reach: the store sends no mail, or its mail server refused it. */
  notMailed: (contact: string) => `Reply kept on the request, but not mailed to ${contact}: the store's mail is off or did not take it. Pass it on yourself.`,
  /** A phone number (or anything but an email): nothing is mailed. */
  keptOnly: 'Reply kept on the request. The contact is not an email address: reach them on it yourself.',
  statusChanged: (status: SupportStatus) => `Marked ${SUPPORT_STATUS_LABELS[status]}.`,
} as const

export const REVIEW_SCREEN = {
  empty: 'No reviews match',
  hideTitle: 'Hide this review',
  hideConfirm: 'Hide the review',
  /** What hiding does, said before it is done. */
  hideTells:
    "The review leaves the product's page at once, and its stars no longer count in the product's review count and average. It is kept, with your reason, and can be shown again.",
  reasonLabel: 'Reason (kept with the review and in the audit log)',
  hidden: "Review hidden: it has left the product's page, count and average.",
  shown: "Review shown again: it is back on the product's page, count and average.",
} as const

export const STAFF_SCREEN = {
  addTitle: 'Add a member of staff',
  addConfirm: 'Add the member',
  addTells: 'No mail is sent: you get a one-time link, valid for 24 hours, to pass on. With it they set their password, then sign in.',
  /** The one-time link, shown once after adding. */
  linkTitle: (name: string) => `Pass this link on to ${name}`,
  linkNote: 'It sets their password once and stops working after 24 hours. It is shown only now: copy it before closing.',
  copy: 'Copy link',
  copied: 'Copied',
  roleTitle: (name: string) => `Change ${name}'s role`,
  roleConfirm: 'Change the role',
  roleTells: (name: string) => `${name} can open what the new role allows from their next step in the back office.`,
  sameRole: 'Choose a role other than the one they have',
  disableTitle: (name: string) => `Disable ${name}`,
  disableConfirm: 'Disable the account',
  disableTells: (name: string) => `${name}'s sessions end at once: they are signed out everywhere and cannot sign in until enabled again.`,
  enableTitle: (name: string) => `Enable ${name}`,
  enableConfirm: 'Enable the account',
  enableTells: (name: string) => `${name} can sign in again with their password.`,
  added: (name: string) => `${name} added.`,
  roleChanged: (name: string, role: StaffRole) => `${name} is now ${STAFF_ROLE_LABELS[role]}.`,
  disabled: (name: string) => `${name} is disabled and signed out everywhere.`,
  enabled: (name: string) => `${name} can sign in again.`,
  noPasswordYet: 'Has not set a password yet',
} as const

export const AUDIT_SCREEN = {
  empty: 'No entries match',
  /** How each kind of record an entry names reads ('support request sr-1'). */
  entities: {
    order: 'order',
    support: 'support request',
    review: 'review',
    staff: 'member',
    // issue 30's records
    product: 'product',
    picture: 'picture',
    categories: 'categories',
    catalogue: 'catalogue',
    coupon: 'coupon',
  } as Record<string, string>,
  allMembers: 'All members',
  /** A field that had no value before the write (or none after it). */
  nothing: '(none)',
} as const

/** The heading above what an action does, where it reaches staff or the store rather than a buyer. */
export const WHAT_HAPPENS = 'What happens'

import { normaliseEmail } from './validation'

/** A new account's name: the one given, else the email's local part, else 'Customer'. */
export function defaultUserName(name: string, email: string): string {
  return name.trim() || normaliseEmail(email).split('@')[0] || 'Customer'
}

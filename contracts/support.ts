import { Schema } from 'effect'
import { NonEmptyTextUpTo, TEXT_MAX } from './limits'

/** Support request (SPEC 3), sent by the Support & Help form and the contact page. */
export const SupportRequest = Schema.Struct({
  name: NonEmptyTextUpTo(TEXT_MAX.personName),
  contactDetails: NonEmptyTextUpTo(TEXT_MAX.supportContact),
  message: NonEmptyTextUpTo(TEXT_MAX.supportMessage),
})
export type SupportRequest = typeof SupportRequest.Type

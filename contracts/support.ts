import { Schema } from 'effect'

/** Support request (SPEC 3), sent by the Support & Help form and the contact page. */
export const SupportRequest = Schema.Struct({
  name: Schema.NonEmptyString,
  contactDetails: Schema.NonEmptyString,
  message: Schema.NonEmptyString,
})
export type SupportRequest = typeof SupportRequest.Type

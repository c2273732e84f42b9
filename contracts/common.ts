import { Schema } from 'effect'

/** A finite number; the server's prices and counts are never NaN or Infinity. */
export const Amount = Schema.Finite

/** Bodies that only carry a human-readable message (`msg` on most routes, `message` on some). */
export const MessageResponse = Schema.Struct({
  msg: Schema.optional(Schema.String),
  message: Schema.optional(Schema.String),
})
export type MessageResponse = typeof MessageResponse.Type

/** What a failing call answers; both keys are read because the server uses both. */
export const ErrorBody = MessageResponse
export type ErrorBody = typeof ErrorBody.Type

/** A file part of a multipart request. */
export const FilePart = Schema.instanceOf(File)

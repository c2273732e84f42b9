import { Schema } from 'effect'
import { User } from './user'

export const SigninRequest = Schema.Struct({ email: Schema.String, password: Schema.String })
export type SigninRequest = typeof SigninRequest.Type

/** POST /user/signin. orderHistory is sent but not used by the storefront. */
export const SigninResponse = Schema.Struct({
  data: User,
  token: Schema.NonEmptyString,
  orderHistory: Schema.optional(Schema.Unknown),
})
export type SigninResponse = typeof SigninResponse.Type

export const GoogleAuthRequest = Schema.Struct({ token: Schema.NonEmptyString })
export type GoogleAuthRequest = typeof GoogleAuthRequest.Type

export const FacebookLoginRequest = Schema.Struct({ access_token: Schema.NonEmptyString })
export type FacebookLoginRequest = typeof FacebookLoginRequest.Type

/** Google and Facebook sign-in answer the same shape. */
export const SocialAuthResponse = Schema.Struct({
  data: User,
  token: Schema.NonEmptyString,
  message: Schema.optional(Schema.String),
})
export type SocialAuthResponse = typeof SocialAuthResponse.Type

/** POST /user/signup and POST /user/login both take an email and answer a one-time code. */
export const OtpRequest = Schema.Struct({ email: Schema.String })
export type OtpRequest = typeof OtpRequest.Type

/**
 * SPEC 7 answers the code itself (the demo store). A store that mails the code
 * (OTP_DELIVERY=email) answers no `otp`: the code went to the email of the request.
 */
export const OtpResponse = Schema.Struct({
  otp: Schema.optional(Schema.Union([Schema.String, Schema.Number])),
  msg: Schema.optional(Schema.String),
})
export type OtpResponse = typeof OtpResponse.Type

export const OtpFlowType = Schema.Literals(['signin', 'login'])
export type OtpFlowType = typeof OtpFlowType.Type

/** SPEC 3: the verification payload of a registration (signin) or a login by code (login). */
export const VerifyOtpRequest = Schema.Union([
  Schema.Struct({
    type: Schema.Literal('signin'),
    name: Schema.String,
    password: Schema.String,
    email: Schema.String,
    phone: Schema.String,
    otp: Schema.String,
  }),
  Schema.Struct({
    type: Schema.Literal('login'),
    email: Schema.String,
    otp: Schema.String,
  }),
])
export type VerifyOtpRequest = typeof VerifyOtpRequest.Type

export const VerifyOtpResponse = Schema.Struct({
  data: User,
  token: Schema.NonEmptyString,
  msg: Schema.optional(Schema.String),
})
export type VerifyOtpResponse = typeof VerifyOtpResponse.Type

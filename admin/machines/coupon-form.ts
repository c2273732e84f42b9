import { Schema } from 'effect'
import { COUPON_KINDS, COUPON_STATES, CouponCreateRequest, couponProblems, type AdminCoupon } from '../../contracts/admin/admin-coupons'
import { EDITOR_SCREEN } from '../../contracts/admin/catalogue-screens'
import { REQUIRED_FIELD_MARK } from '../../contracts/form-rules'

/*
 * The coupon form as staff fill it (texts as typed; start and end in the browser's local time,
 * as a datetime-local input holds them) and the CouponCreateRequest it sends, with its problems
 * found before sending: blanks and numbers, the contract's checks, and couponProblems.
 */

export type CouponField = 'code' | 'kind' | 'amount' | 'minSubtotal' | 'startsAt' | 'expiresAt' | 'perBuyerLimit' | 'totalLimit' | 'state'
export type CouponFields = Readonly<Record<CouponField, string>>

const pad = (n: number) => String(n).padStart(2, '0')

/** An instant as a datetime-local input shows it, in the browser's time ('2026-12-01T09:30'). */
export function localInputOf(iso: string | null): string {
  if (!iso) return ''
  const time = new Date(iso)
  if (Number.isNaN(time.getTime())) return ''
  return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}T${pad(time.getHours())}:${pad(time.getMinutes())}`
}

/** A datetime-local value as an instant (ISO), or null when blank; NaN-dated text stays as typed for the checks to refuse. */
function instantOf(local: string): string | null {
  const text = local.trim()
  if (text === '') return null
  const time = new Date(text)
  return Number.isNaN(time.getTime()) ? text : time.toISOString()
}

export const blankCouponFields: CouponFields = {
  code: '',
  kind: 'percent',
  amount: '',
  minSubtotal: '',
  startsAt: '',
  expiresAt: '',
  perBuyerLimit: '1',
  totalLimit: '',
  state: 'active',
}

export function couponFieldsOf(coupon: AdminCoupon): CouponFields {
  const text = (n: number | null) => (n === null ? '' : String(n))
  return {
    code: coupon.code,
    kind: coupon.kind,
    amount: String(coupon.amount),
    minSubtotal: text(coupon.minSubtotal),
    startsAt: localInputOf(coupon.startsAt),
    expiresAt: localInputOf(coupon.expiresAt),
    perBuyerLimit: String(coupon.perBuyerLimit),
    totalLimit: text(coupon.totalLimit),
    state: coupon.state,
  }
}

function numberOf(value: string): number | null {
  const text = value.trim().replace(/,/g, '')
  if (text === '') return null
  const n = Number(text)
  return Number.isFinite(n) ? n : Number.NaN
}

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T => ((values as readonly string[]).includes(value) ? (value as T) : fallback)

/** What the form sends (the code upper-case, as buyers' codes are looked up). */
export function couponRequestOf(fields: CouponFields): CouponCreateRequest {
  return {
    code: fields.code.trim().toUpperCase(),
    kind: oneOf(COUPON_KINDS, fields.kind, 'percent'),
    amount: numberOf(fields.amount) ?? Number.NaN,
    minSubtotal: numberOf(fields.minSubtotal),
    startsAt: instantOf(fields.startsAt),
    expiresAt: instantOf(fields.expiresAt),
    perBuyerLimit: numberOf(fields.perBuyerLimit) ?? Number.NaN,
    totalLimit: numberOf(fields.totalLimit),
    state: oneOf(COUPON_STATES, fields.state, 'active'),
  }
}

const validateCoupon = Schema.toStandardSchemaV1(CouponCreateRequest, { parseOptions: { errors: 'all' } })

/** Every problem of the form, by field: blanks and numbers in the form's words, then the contract's, then couponProblems. */
export function couponFieldErrors(fields: CouponFields): Partial<Record<CouponField, string>> {
  const errors: Partial<Record<CouponField, string>> = {}
  for (const field of ['code', 'amount', 'perBuyerLimit'] as const) if (fields[field].trim() === '') errors[field] = REQUIRED_FIELD_MARK
  for (const field of ['amount', 'minSubtotal', 'perBuyerLimit', 'totalLimit'] as const) {
    if (Number.isNaN(numberOf(fields[field]))) errors[field] ??= EDITOR_SCREEN.notANumber
  }
  const request = couponRequestOf(fields)
  const result = validateCoupon['~standard'].validate(request)
  if (!(result instanceof Promise) && result.issues) {
    for (const issue of result.issues) {
      const first = issue.path?.[0]
      const field = (typeof first === 'object' ? first.key : first) as CouponField | undefined
      if (field) errors[field] ??= issue.message
    }
  }
  if (Number.isFinite(request.amount)) for (const problem of couponProblems(request)) errors[problem.path[0] as CouponField] ??= problem.msg
  return errors
}

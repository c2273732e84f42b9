import { OTP_LENGTH } from '../../contracts/form-rules'
import type { MockDb } from '../db/db'

/**
 * What every rule works with: the db, a clock and sources of randomness. Tests pass their own
 * clock to walk past an expiry; the browser passes an image shrinker to keep localStorage small.
 */
export interface BackendContext {
  readonly db: MockDb
  now(): number
  newId(): string
  newToken(): string
  /** OTP_LENGTH digits (SPEC 9: six), never starting with 0. */
  newOtp(): string
  /** Makes an uploaded picture small enough to keep; the identity where nothing can resize. */
  prepareImage(file: File): Promise<File>
  /**
   * Makes a catalogue picture small enough to keep (issue 30): the browser keeps it at the
   * gallery's size; the identity where nothing can resize.
   */
  prepareCataloguePicture(file: File): Promise<File>
}

const hex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('')

export function createBackendContext(db: MockDb, overrides: Partial<Omit<BackendContext, 'db'>> = {}): BackendContext {
  return {
    db,
    now: () => Date.now(),
    newId: () => hex(12),
    newToken: () => `mock.${hex(24)}`,
    newOtp: () => String(10 ** (OTP_LENGTH - 1) + ((crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) % (9 * 10 ** (OTP_LENGTH - 1)))),
    prepareImage: async (file) => file,
    prepareCataloguePicture: async (file) => file,
    ...overrides,
  }
}

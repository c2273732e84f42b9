// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isValidPassword } from '../../contracts/password-rule'
import { judgeImages } from '../../rules/uploads'
import { parseRating } from '../../rules/validation'
import { ruleRefusal } from '../support/rule-refusal'

/* rules/validation.ts and rules/uploads.ts: passwords, ratings and pictures judged by their bytes. */

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)))

const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13])
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16])

describe('judgeImages', () => {
  it('judges by the bytes: a PNG declared as text/plain passes as image/png', async () => {
    const file = new File([PNG], 'notes.txt', { type: 'text/plain' })
    expect(await judgeImages([file])).toEqual([{ file, contentType: 'image/png' }])
  })

  it('refuses markup declared as a picture with 400', async () => {
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'a.png', { type: 'image/png' })
    const error = await ruleRefusal(() => judgeImages([new File([JPEG], 'ok.jpg'), svg]))
    expect([error.status, error.msg]).toEqual([400, 'Only image files are allowed'])
  })

  it('refuses a picture above 5 MB with 413', async () => {
    const huge = new File([PNG, new Uint8Array(5 * 1024 * 1024)], 'huge.png', { type: 'image/png' })
    const error = await ruleRefusal(() => judgeImages([huge]))
    expect([error.status, error.msg]).toEqual([413, 'Image is too large (5 MB at most)'])
  })
})

describe('isValidPassword (SPEC 5)', () => {
  it.each(['Tanabana@123', 'Weaver@1234', 'Abcdef1!', 'ZZZZZZZ9^'])('accepts %s', (password) => {
    expect(isValidPassword(password)).toBe(true)
  })

  it.each([
    ['Abcde1!', 'seven characters'],
    ['abcdefg1!', 'no uppercase letter'],
    ['Abcdefgh!', 'no digit'],
    ['Abcdefgh1', 'no symbol'],
    ['Abcdefg1!?', 'a symbol outside ! @ # $ % ^ & *'],
    ['Abc defg1!', 'a space'],
  ])('refuses %s (%s)', (password) => {
    expect(isValidPassword(password)).toBe(false)
  })
})

describe('parseRating', () => {
  it('takes a whole number from 1 to 5 and refuses the rest with 400', async () => {
    expect(parseRating('5')).toBe(5)
    for (const text of ['0', '6', '4.5', '', 'five']) {
      expect(await ruleRefusal(() => parseRating(text))).toMatchObject({ status: 400, msg: 'Rating must be between 1 and 5' })
    }
  })
})

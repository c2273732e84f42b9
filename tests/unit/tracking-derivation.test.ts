// @vitest-environment node
import { Arbitrary, Effect, Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import type { TrackingStep } from '../../contracts/order'
import { TRACKING_STATUSES } from '../../contracts/tracking'
import {
  cancellationOf,
  deriveTimeline,
  placeholderMessage,
  type TimelineItem,
} from '../../src/lib/order-tracking'

/*
 * SPEC 4, Order tracking: four fixed steps; a step is active when a non-error entry with its
 * status exists; a step without one shows a placeholder and no time; an error entry is inserted
 * after the count of non-error entries, shown with only its message.
 */

const ok = (status: string, extra: Partial<TrackingStep> = {}): TrackingStep => ({
  status,
  message: `${status} message`,
  time: `${status} time`,
  ...extra,
})
const failure = (status: string, message = `${status} went wrong`): TrackingStep => ({
  status,
  message,
  time: 'error time',
  isError: true,
})

/** Every way the derived timeline must relate to its entries, checked for one list of entries. */
function expectTimelineRules(entries: readonly TrackingStep[], timeline: readonly TimelineItem[]) {
  const nonErrors = entries.filter((e) => !e.isError)
  const errors = entries.filter((e) => e.isError)

  expect(timeline).toHaveLength(TRACKING_STATUSES.length + errors.length)
  const steps = timeline.filter((i) => i.kind === 'step')
  expect(steps.map((s) => s.status)).toEqual([...TRACKING_STATUSES])
  for (const step of steps) {
    const entry = nonErrors.find((e) => e.status === step.status)
    if (entry) {
      expect(step).toEqual({ kind: 'step', status: step.status, active: true, message: entry.message ?? '', time: entry.time })
    } else {
      expect(step).toEqual({ kind: 'step', status: step.status, active: false, message: placeholderMessage(step.status), time: undefined })
    }
  }
  const insertAt = Math.min(nonErrors.length, TRACKING_STATUSES.length)
  const errorItems = timeline.slice(insertAt, insertAt + errors.length)
  expect(errorItems).toEqual(errors.map((e) => ({ kind: 'error', message: e.message ?? '' })))
}

/** All ordered selections (without repetition) of the given items, the empty one included. */
function arrangements<T>(items: readonly T[]): T[][] {
  const out: T[][] = [[]]
  items.forEach((item, i) => {
    const rest = items.filter((_, j) => j !== i)
    for (const tail of arrangements(rest)) out.push([item, ...tail])
  })
  return out
}

/** Every way to insert `count` copies of an item into a list (positions may repeat). */
function withInsertions<T>(list: readonly T[], make: (n: number) => T, count: number): T[][] {
  if (count === 0) return [[...list]]
  return withInsertions(list, make, count - 1).flatMap((partial) =>
    Array.from({ length: partial.length + 1 }, (_, at) => [...partial.slice(0, at), make(count), ...partial.slice(at)]),
  )
}

describe('deriveTimeline: examples', () => {
  it('with no entries shows the four steps, none active, each with its placeholder and no time', () => {
    expect(deriveTimeline([])).toEqual(
      TRACKING_STATUSES.map((status) => ({
        kind: 'step',
        status,
        active: false,
        message: placeholderMessage(status),
        time: undefined,
      })),
    )
  })

  it('marks reached steps active with their message and time, and leaves later ones as placeholders', () => {
    const timeline = deriveTimeline([ok('Ordered Placed'), ok('Ongoing')])
    expect(timeline.map((i) => (i.kind === 'step' ? [i.status, i.active, i.time ?? null] : i.kind))).toEqual([
      ['Ordered Placed', true, 'Ordered Placed time'],
      ['Ongoing', true, 'Ongoing time'],
      ['Shipped', false, null],
      ['Delivered', false, null],
    ])
  })

  it('inserts an error entry after the non-error entries, with only its message', () => {
    const timeline = deriveTimeline([ok('Ordered Placed'), ok('Ongoing'), failure('Shipped', 'Held at customs')])
    expect(timeline[2]).toEqual({ kind: 'error', message: 'Held at customs' })
    expect(timeline[3]).toMatchObject({ kind: 'step', status: 'Shipped', active: false })
  })

  it('puts an error reported before anything else at the top', () => {
    expect(deriveTimeline([failure('Ordered Placed', 'Payment not confirmed')])[0]).toEqual({
      kind: 'error',
      message: 'Payment not confirmed',
    })
  })

  it('puts the error after the last step when all four were reached', () => {
    const entries = [...TRACKING_STATUSES.map((s) => ok(s)), failure('Delivered', 'Returned by buyer')]
    expect(deriveTimeline(entries).at(-1)).toEqual({ kind: 'error', message: 'Returned by buyer' })
  })

  it('does not activate a step whose only entry is an error', () => {
    const timeline = deriveTimeline([ok('Ordered Placed'), failure('Ongoing')])
    expect(timeline.find((i) => i.kind === 'step' && i.status === 'Ongoing')).toMatchObject({ active: false, time: undefined })
  })

  it('counts entries with other statuses towards the insertion point, capped at the end', () => {
    const entries = [ok('Ordered Placed'), ok('Packed'), ok('Re-routed'), ok('Sorted'), ok('Loaded'), failure('Lost')]
    const timeline = deriveTimeline(entries)
    expect(timeline).toHaveLength(5)
    expect(timeline.at(-1)).toEqual({ kind: 'error', message: 'Lost went wrong' })
  })
})

describe('deriveTimeline and cancellationOf: what staff add (issue 29)', () => {
  it('shows the carrier and tracking number on the Shipped step', () => {
    const shipped = ok('Shipped', { carrier: 'Delhivery', trackingNumber: 'DL123456789IN' })
    const timeline = deriveTimeline([ok('Ordered Placed'), ok('Ongoing'), shipped])
    expect(timeline[2]).toEqual({
      kind: 'step',
      status: 'Shipped',
      active: true,
      message: 'Shipped message',
      time: 'Shipped time',
      carrier: 'Delhivery',
      trackingNumber: 'DL123456789IN',
    })
  })

  it('never makes a cancellation a fifth step, and says it apart', () => {
    const entries = [ok('Ordered Placed'), ok('Cancelled', { message: 'You cancelled this order' })]
    const timeline = deriveTimeline(entries)
    expect(timeline.map((i) => (i.kind === 'step' ? i.status : i.kind))).toEqual([...TRACKING_STATUSES])
    expect(cancellationOf(entries)).toEqual({ message: 'You cancelled this order', time: 'Cancelled time' })
  })

  it('keeps a delay where it was reported when the order is then cancelled', () => {
    const entries = [ok('Ordered Placed'), failure('Ordered Placed', 'Payment not confirmed'), ok('Cancelled')]
    expect(deriveTimeline(entries)[1]).toEqual({ kind: 'error', message: 'Payment not confirmed' })
  })

  it('finds no cancellation on an order still on its way, nor in a delay that happens to say Cancelled', () => {
    expect(cancellationOf([ok('Ordered Placed'), ok('Ongoing')])).toBeNull()
    expect(cancellationOf([ok('Ordered Placed'), failure('Cancelled')])).toBeNull()
  })
})

describe('deriveTimeline: every arrangement of the four statuses with up to two errors', () => {
  const orders = arrangements(TRACKING_STATUSES.map((s) => ok(s)))
  const cases = orders.flatMap((list) => [0, 1, 2].flatMap((n) => withInsertions(list, (i) => failure(TRACKING_STATUSES[i % 4]!, `error ${i}`), n)))

  it(`holds for all ${cases.length} cases`, () => {
    expect(cases.length).toBeGreaterThan(1000)
    for (const entries of cases) expectTimelineRules(entries, deriveTimeline(entries))
  })
})

describe('deriveTimeline: property over generated entries', () => {
  const Entry = Schema.Struct({
    status: Schema.Literals([...TRACKING_STATUSES, 'Returned']),
    message: Schema.optional(Schema.String),
    time: Schema.optional(Schema.String),
    isError: Schema.optional(Schema.Boolean),
  })
  const entryLists = Arbitrary.schema(Schema.Array(Entry))

  it('holds for 500 random lists (duplicates, unknown statuses, missing messages)', async () => {
    const result = await Effect.runPromise(
      Arbitrary.checkEffect(
        entryLists,
        (entries) => {
          try {
            expectTimelineRules(entries, deriveTimeline(entries))
            return true
          } catch {
            return false
          }
        },
        { runs: 500 },
      ),
    )
    expect(Arbitrary.formatCheckFailure(result)).toBeUndefined()
  })
})

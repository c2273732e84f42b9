import { assertEvent, assign, emit, fromPromise, setup } from 'xstate'
import { MAX_STOCK_METRES } from '../../contracts/admin/catalogue-limits'
import { STOCK_CONTROL } from '../../contracts/admin/catalogue-screens'
import type { StockChangeResponse } from '../../contracts/admin/admin-stock'
import { REQUIRED_FIELD_MARK } from '../../contracts/form-rules'
import { isConflict, messageOf } from '../services/admin-error'
import { productsService } from '../services/products-service'

/** Receive (metres added, negative to write off) or count (the metres on the shelf). */
export type StockMode = 'add' | 'set'

export interface StockFields {
  readonly mode: StockMode
  readonly metres: string
  readonly reason: string
}

export type StockField = 'metres' | 'reason'

export interface StockChangeContext {
  readonly productId: string
  readonly color: string
  /** The stock as this control last knew it (from the page, or the store's answer). */
  readonly stock: number
  readonly fields: StockFields
  readonly fieldErrors: Readonly<Partial<Record<StockField, string>>>
  readonly error: string | null
  /** What the last change did, said once it is done. */
  readonly done: string | null
}

export type StockChangeEvent =
  | { type: 'stock.open' }
  | { type: 'stock.submit'; fields: StockFields }
  | { type: 'stock.close' }
  /** The page read the stock afresh (the list reloaded): the control follows it while closed. */
  | { type: 'stock.sync'; stock: number }

const WHOLE = /^-?\d+$/

/** The marks of a change's fields: whole metres (a count never below zero, a receipt never zero) and a reason. */
export function stockFieldErrors(fields: StockFields): Partial<Record<StockField, string>> {
  const errors: Partial<Record<StockField, string>> = {}
  const metres = fields.metres.trim()
  if (metres === '') errors.metres = REQUIRED_FIELD_MARK
  else if (!WHOLE.test(metres) || Math.abs(Number(metres)) > MAX_STOCK_METRES) errors.metres = STOCK_CONTROL.notWhole
  else if (fields.mode === 'set' && Number(metres) < 0) errors.metres = STOCK_CONTROL.belowZero
  else if (fields.mode === 'add' && Number(metres) === 0) errors.metres = STOCK_CONTROL.zeroReceived
  // the reason's input stops at its maximum (CATALOGUE_TEXT_MAX.stockReason)
  if (fields.reason.trim() === '') errors.reason = REQUIRED_FIELD_MARK
  return errors
}

interface ChangeInput {
  readonly productId: string
  readonly color: string
  readonly was: number
  readonly fields: StockFields
}

/** One conditional update: `add` moves whatever the stock is now; `set` applies only if it is still what the counter started from. */
function changeStock({ productId, color, was, fields }: ChangeInput, signal: AbortSignal): Promise<StockChangeResponse> {
  const metres = Number(fields.metres.trim())
  const reason = fields.reason.trim()
  const change = fields.mode === 'add' ? { add: metres } : { set: metres, was }
  return productsService.changeStock({ id: productId, color, reason, ...change }, signal)
}

/** The colour's stock as the store has it now (after a count went stale). */
async function readStock({ productId, color }: { productId: string; color: string }, signal: AbortSignal): Promise<number | null> {
  const detail = await productsService.get(productId, signal)
  return detail.product.varieties.find((v) => v.color === color)?.stock ?? null
}

const blankFields: StockFields = { mode: 'add', metres: '', reason: '' }

/**
 * One colour's stock control (issue 30, points 3 and 8), in the products table and the editor:
 * idle -> editing (receive or count, with a reason) -> sending -> idle with the stock the store
 * answered; or back to editing with the store's refusal. A count that went stale (409: an order
 * took metres meanwhile) says what the stock is now and reads the colour afresh (refreshing), so
 * the counter counts again from the right figure.
 */
export const stockChangeMachine = setup({
  types: {
    context: {} as StockChangeContext,
    events: {} as StockChangeEvent,
    input: {} as { productId: string; color: string; stock: number },
    /** Each stock the store answers (a change, or a stale count read afresh): the editor's form shows it. */
    emitted: {} as { type: 'stock.changed'; stock: number },
  },
  actors: {
    changeStock: fromPromise<StockChangeResponse, ChangeInput>(({ input, signal }) => changeStock(input, signal)),
    readStock: fromPromise<number | null, { productId: string; color: string }>(({ input, signal }) => readStock(input, signal)),
  },
  guards: {
    areFieldsComplete: ({ event }) => {
      assertEvent(event, 'stock.submit')
      return Object.keys(stockFieldErrors(event.fields)).length === 0
    },
    isStale: ({ event }) => 'error' in event && isConflict(event.error),
  },
}).createMachine({
  id: 'stockChange',
  context: ({ input }) => ({ productId: input.productId, color: input.color, stock: input.stock, fields: blankFields, fieldErrors: {}, error: null, done: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'stock.open': { target: 'editing', actions: assign({ fields: blankFields, fieldErrors: {}, error: null, done: null }) },
        'stock.sync': { actions: assign({ stock: ({ event }) => event.stock }) },
      },
    },
    editing: {
      on: {
        'stock.submit': [
          { guard: 'areFieldsComplete', target: 'sending', actions: assign({ fields: ({ event }) => event.fields, fieldErrors: {}, error: null }) },
          { actions: assign({ fields: ({ event }) => event.fields, fieldErrors: ({ event }) => stockFieldErrors(event.fields) }) },
        ],
        'stock.close': { target: 'idle', actions: assign({ fieldErrors: {}, error: null }) },
      },
    },
    sending: {
      invoke: {
        id: 'changeStock',
        src: 'changeStock',
        input: ({ context }) => ({ productId: context.productId, color: context.color, was: context.stock, fields: context.fields }),
        onDone: {
          target: 'idle',
          actions: [
            assign(({ context, event }) => ({ stock: event.output.stock, done: STOCK_CONTROL.done(context.color, event.output.stock) })),
            emit(({ event }) => ({ type: 'stock.changed' as const, stock: event.output.stock })),
          ],
        },
        onError: [
          { guard: 'isStale', target: 'refreshing', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
          { target: 'editing', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
        ],
      },
    },
    /** A stale count: the colour's stock is read afresh; the form stays open with the store's words. */
    refreshing: {
      invoke: {
        id: 'readStock',
        src: 'readStock',
        input: ({ context }) => ({ productId: context.productId, color: context.color }),
        onDone: {
          target: 'editing',
          actions: [
            assign({ stock: ({ context, event }) => event.output ?? context.stock }),
            emit(({ context, event }) => ({ type: 'stock.changed' as const, stock: event.output ?? context.stock })),
          ],
        },
        // the store's words about the stale count stay; the figure shown is the last known
        onError: { target: 'editing' },
      },
    },
  },
})

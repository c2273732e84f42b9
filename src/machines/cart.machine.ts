import { assign, fromPromise, setup } from 'xstate'
import type { Cart, CartLine } from '../../contracts/cart'
import type { MessageResponse } from '../../contracts/common'
import { onlyInStockMessage, withinStock } from '../../contracts/stock-rules'
import { isAborted, serverMessageOr } from '../services/api-error'
import { cartService } from '../services/cart-service'
import { notifier, type Toast } from '../services/notifier'

/** A cart line is one product in one colour. */
export interface LineRef {
  readonly productId: string
  readonly color: string
}

/** The one call in flight, so the view can mark its line. */
export interface PendingChange extends LineRef {
  readonly kind: 'update' | 'remove'
  /** The quantity asked for by an update. */
  readonly quantity: number
}

export interface CartContext {
  readonly lines: readonly CartLine[]
  readonly totalPrice: number
  readonly pending: PendingChange | null
}

export type CartEvent =
  | { type: 'cart.load' }
  | { type: 'cart.refresh' }
  | { type: 'cart.clear' }
  | ({ type: 'cart.increment' } & LineRef)
  | ({ type: 'cart.decrement' } & LineRef)
  /** A quantity typed into the line's box, or the marked line's one-tap fix (its stock). */
  | ({ type: 'cart.setQuantity'; quantity: number } & LineRef)
  | ({ type: 'cart.remove' } & LineRef)

export function lineRefOf(line: CartLine): LineRef {
  return { productId: line.productId._id, color: line.productColor }
}

export function isSameLine(a: LineRef, b: LineRef): boolean {
  return a.productId === b.productId && a.color === b.color
}

function findLine(lines: readonly CartLine[], ref: LineRef): CartLine | undefined {
  return lines.find((line) => isSameLine(lineRefOf(line), ref))
}

/** The stock of a line's colour, as the cart's last answer carries it. */
export function lineStock(line: CartLine): number {
  return line.productId.productVarieties.find((v) => v.color === line.productColor)?.stock ?? 0
}

/** A line that holds more than its colour's stock (it fell since the line was added): the cart marks it. */
export function isAboveStock(line: CartLine): boolean {
  return !isNoLongerSold(line) && !withinStock(line.quantity, lineStock(line))
}

/** A line whose product staff archived (issue 30): kept, never bought; the buyer can only remove it. */
export function isNoLongerSold(line: CartLine): boolean {
  return line.noLongerSold === true
}

/** Whether the cart holds a line no longer sold: Place Order would refuse it, so the cart asks for its removal first. */
export function holdsNoLongerSold(lines: readonly CartLine[]): boolean {
  return lines.some(isNoLongerSold)
}

function messageOf(body: MessageResponse): string | undefined {
  return body.msg ?? body.message
}

/** The cart's failures fall back to this when the server gives no words (SPEC 8). */
const GENERIC_FAILURE = 'Something went wrong'

/**
 * The signed-in user's cart, shared by the header badge, the cart page and checkout. Loaded
 * when a session starts and cleared when it ends.
 *
 * Quantity changes (minus, plus, or a quantity typed: never above the colour's stock, issue 28)
 * and removals (SPEC 4, Cart quantity) go one at a time: while a call or the
 * reload after it is in flight the machine ignores further changes, and the view disables
 * every quantity and remove control, so a double click can neither double an update nor be
 * computed from a stale quantity. After every change the cart is reloaded from the server, so
 * the badge and the totals are always the server's; a failed change reloads too, since its call
 * may have landed without its answer. A `cart.refresh` arriving meanwhile is covered by that
 * reload, and a newer one restarts a running load (the stale answer is aborted and never lands).
 */
export const cartMachine = setup({
  types: { context: {} as CartContext, events: {} as CartEvent },
  actors: {
    loadCart: fromPromise<Cart>(({ signal }) => cartService.get(signal)),
    updateLine: fromPromise<MessageResponse, PendingChange>(({ input, signal }) =>
      cartService.update({ productId: input.productId, color: input.color, quantity: input.quantity }, signal),
    ),
    removeLine: fromPromise<MessageResponse, PendingChange>(({ input, signal }) =>
      cartService.remove({ productId: input.productId, color: input.color }, signal),
    ),
  },
  actions: {
    notify: (_, toast: Toast) => notifier.notify(toast),
    /** SPEC 8 shows the server's msg on success; nothing is shown when it sent none. */
    notifyServerMessage: (_, params: { message: string | undefined }) => {
      if (params.message) notifier.notify({ tone: 'success', message: params.message })
    },
    storeCart: assign((_, cart: Cart) => ({ lines: cart.products, totalPrice: cart.totalPrice })),
    clearPending: assign({ pending: null }),
  },
  guards: {
    hasLine: ({ context, event }) => 'productId' in event && findLine(context.lines, event) !== undefined,
    /** The minus button works only above a quantity of 1. */
    canDecrement: ({ context, event }) =>
      'productId' in event && (findLine(context.lines, event)?.quantity ?? 0) > 1,
    /** The plus button works only below the stock. */
    canIncrement: ({ context, event }) => {
      const line = 'productId' in event ? findLine(context.lines, event) : undefined
      return line !== undefined && !isNoLongerSold(line) && withinStock(line.quantity + 1, lineStock(line))
    },
    /** A typed quantity of 1 or more that differs from the line's. */
    isNewQuantity: ({ context, event }) =>
      event.type === 'cart.setQuantity' && event.quantity >= 1 && findLine(context.lines, event)?.quantity !== event.quantity,
    isTypedAboveStock: ({ context, event }) => {
      const line = event.type === 'cart.setQuantity' ? findLine(context.lines, event) : undefined
      return line !== undefined && event.type === 'cart.setQuantity' && !withinStock(event.quantity, lineStock(line))
    },
    isAborted: ({ event }) => 'error' in event && isAborted(event.error),
  },
}).createMachine({
  id: 'cart',
  context: { lines: [], totalPrice: 0, pending: null },
  initial: 'empty',
  on: {
    'cart.clear': { target: '.empty', actions: [assign({ lines: [], totalPrice: 0 }), 'clearPending'] },
  },
  states: {
    empty: { on: { 'cart.load': 'loading', 'cart.refresh': 'loading' } },
    loading: {
      on: { 'cart.load': { target: 'loading', reenter: true }, 'cart.refresh': { target: 'loading', reenter: true } },
      invoke: {
        id: 'loadCart',
        src: 'loadCart',
        onDone: { target: 'ready', actions: { type: 'storeCart', params: ({ event }) => event.output } },
        onError: [
          { guard: 'isAborted', target: 'failed' },
          {
            target: 'failed',
            actions: {
              type: 'notify',
              params: ({ event }) => ({ tone: 'error', message: serverMessageOr(event.error, GENERIC_FAILURE) }),
            },
          },
        ],
      },
    },
    ready: {
      on: {
        'cart.load': 'loading',
        'cart.refresh': 'loading',
        'cart.increment': {
          guard: 'canIncrement',
          target: 'updating',
          actions: assign({
            pending: ({ context, event }) => ({
              productId: event.productId,
              color: event.color,
              kind: 'update' as const,
              quantity: (findLine(context.lines, event)?.quantity ?? 0) + 1,
            }),
          }),
        },
        'cart.decrement': {
          guard: 'canDecrement',
          target: 'updating',
          actions: assign({
            pending: ({ context, event }) => ({
              productId: event.productId,
              color: event.color,
              kind: 'update' as const,
              quantity: (findLine(context.lines, event)?.quantity ?? 2) - 1,
            }),
          }),
        },
        'cart.setQuantity': [
          // the server refuses the same (rules/cart-stock.ts): said here before any call
          {
            guard: 'isTypedAboveStock',
            actions: {
              type: 'notify',
              params: ({ context, event }) => ({ tone: 'error', message: onlyInStockMessage(lineStock(findLine(context.lines, event)!)) }),
            },
          },
          {
            guard: 'isNewQuantity',
            target: 'updating',
            actions: assign({
              pending: ({ event }) => ({ productId: event.productId, color: event.color, kind: 'update' as const, quantity: event.quantity }),
            }),
          },
        ],
        'cart.remove': {
          guard: 'hasLine',
          target: 'removing',
          actions: assign({
            pending: ({ event }) => ({ productId: event.productId, color: event.color, kind: 'remove' as const, quantity: 0 }),
          }),
        },
      },
    },
    updating: {
      invoke: {
        id: 'updateLine',
        src: 'updateLine',
        input: ({ context }) => context.pending!,
        onDone: {
          target: 'reloading',
          actions: { type: 'notifyServerMessage', params: ({ event }) => ({ message: messageOf(event.output) }) },
        },
        // the call may have landed even though its answer did not: reload to show what the server holds
        onError: {
          target: 'reloading',
          actions: {
            type: 'notify',
            params: ({ event }) => ({ tone: 'error', message: serverMessageOr(event.error, GENERIC_FAILURE) }),
          },
        },
      },
    },
    removing: {
      invoke: {
        id: 'removeLine',
        src: 'removeLine',
        input: ({ context }) => context.pending!,
        onDone: {
          target: 'reloading',
          actions: { type: 'notifyServerMessage', params: ({ event }) => ({ message: messageOf(event.output) }) },
        },
        onError: {
          target: 'reloading',
          actions: {
            type: 'notify',
            // SPEC 8 shows the server's message; the fallback covers a call that got no answer
            params: ({ event }) => ({ tone: 'error', message: serverMessageOr(event.error, GENERIC_FAILURE) }),
          },
        },
      },
    },
    /** The change landed: fetch the cart so lines, totals and the badge are the server's. */
    reloading: {
      on: { 'cart.refresh': { target: 'reloading', reenter: true } },
      invoke: {
        id: 'reloadCart',
        src: 'loadCart',
        onDone: { target: 'ready', actions: [{ type: 'storeCart', params: ({ event }) => event.output }, 'clearPending'] },
        onError: [
          { guard: 'isAborted', target: 'ready', actions: 'clearPending' },
          {
            target: 'ready',
            actions: [
              'clearPending',
              {
                type: 'notify',
                params: ({ event }) => ({ tone: 'error', message: serverMessageOr(event.error, GENERIC_FAILURE) }),
              },
            ],
          },
        ],
      },
    },
    failed: { on: { 'cart.load': 'loading', 'cart.refresh': 'loading' } },
  },
})

/**
 * True unless the cart rests in `ready`: while a load, a change or the reload after it is in
 * flight, every line's controls are disabled (the machine would ignore them anyway).
 */
export function isCartBusy(snapshot: { matches: (value: 'ready') => boolean }): boolean {
  return !snapshot.matches('ready')
}

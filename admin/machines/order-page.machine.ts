import { assertEvent, assign, fromPromise, setup } from 'xstate'
import type { AdminOrderDetail } from '../../contracts/admin/admin-orders'
import { CANCEL_DONE, DELAY_DONE, stepDoneMessage } from '../../contracts/admin/back-office-messages'
import { REQUIRED_FIELD_MARK } from '../../contracts/form-rules'
import { DISPATCH_STEP, FULFILMENT_MESSAGES, type StaffStep } from '../../contracts/fulfilment-rules'
import type { FieldErrors } from '../../src/lib/validation'
import { isConflict, messageOf } from '../services/admin-error'
import { ordersService } from '../services/orders-service'

/** What a member of staff may do to an order: the next step, a delay, or a cancellation. */
export type OrderAction = { readonly kind: 'step'; readonly step: StaffStep } | { readonly kind: 'delay' } | { readonly kind: 'cancel' }

export type ActionField = 'message' | 'carrier' | 'trackingNumber' | 'reason'
export type ActionFields = Readonly<Partial<Record<ActionField, string>>>

export interface ActionFailure {
  readonly message: string
  /** 409: the order changed since the page read it; the way on is to reload it. */
  readonly orderChanged: boolean
}

export interface OrderPageContext {
  readonly orderId: string
  /** Whether the member's role may change orders (the staff table's orderStatus row). */
  readonly mayAct: boolean
  readonly order: AdminOrderDetail | null
  readonly loadError: string | null
  /** The action being confirmed or sent. */
  readonly action: OrderAction | null
  readonly fields: ActionFields
  readonly fieldErrors: FieldErrors<ActionField>
  readonly actionError: ActionFailure | null
  /** What the last action did, said once it is done. */
  readonly done: string | null
}

export type OrderPageEvent =
  | { type: 'action.open'; action: OrderAction }
  | { type: 'action.confirm'; fields: ActionFields }
  | { type: 'action.close' }
  | { type: 'order.reload' }

const filled = (value: string | undefined) => (value ?? '').trim() !== ''

/** The fields an action needs, marked when blank (the server refuses them too). */
export function actionFieldErrors(action: OrderAction, fields: ActionFields): FieldErrors<ActionField> {
  const needed: ActionField[] =
    action.kind === 'delay' ? ['message'] : action.kind === 'cancel' ? ['reason'] : action.step === DISPATCH_STEP ? ['carrier', 'trackingNumber'] : []
  return Object.fromEntries(needed.filter((field) => !filled(fields[field])).map((field) => [field, REQUIRED_FIELD_MARK]))
}

/** Whether the order, as last read, allows the action (the buttons show only these). */
export function allowsAction(order: AdminOrderDetail, action: OrderAction): boolean {
  if (action.kind === 'step') return order.nextStep === action.step
  return action.kind === 'delay' ? order.canDelay : order.canCancel
}

const trimmed = (value: string | undefined) => {
  const text = (value ?? '').trim()
  return text === '' ? undefined : text
}

/** Sends the action with the version the page saw, so a change made meanwhile is refused (409). */
function performAction({ order, action, fields }: { order: AdminOrderDetail; action: OrderAction; fields: ActionFields }, signal: AbortSignal) {
  const id = order.order._id
  const version = order.version
  if (action.kind === 'delay') return ordersService.reportDelay({ id, version, message: trimmed(fields.message) ?? '' }, signal)
  if (action.kind === 'cancel') return ordersService.cancel({ id, version, reason: trimmed(fields.reason) ?? '' }, signal)
  const optional = { message: trimmed(fields.message), carrier: trimmed(fields.carrier), trackingNumber: trimmed(fields.trackingNumber) }
  const present = Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined))
  return ordersService.markStep({ id, version, status: action.step, ...present }, signal)
}

const doneMessageOf = (action: OrderAction) => (action.kind === 'step' ? stepDoneMessage(action.step) : action.kind === 'delay' ? DELAY_DONE : CANCEL_DONE)

const closedAction = { action: null, fields: {}, fieldErrors: {}, actionError: null }

/**
 * The order page (issue 29): loading -> ready | failed; in ready, the confirm-action pattern every
 * back-office write follows: idle -> confirming (the dialog says what the buyer will be told,
 * asks for what the action needs) -> sending -> idle with the order as the server now has it, or
 * back to confirming with the error. A 409 (someone changed the order meanwhile) offers a reload.
 */
export const orderPageMachine = setup({
  types: {
    context: {} as OrderPageContext,
    events: {} as OrderPageEvent,
    input: {} as { orderId: string; mayAct: boolean },
  },
  actors: {
    loadOrder: fromPromise<AdminOrderDetail, { id: string }>(({ input, signal }) => ordersService.get(input.id, signal)),
    performAction: fromPromise<AdminOrderDetail, { order: AdminOrderDetail; action: OrderAction; fields: ActionFields }>(({ input, signal }) =>
      performAction(input, signal),
    ),
  },
  guards: {
    mayOpen: ({ context, event }) => {
      assertEvent(event, 'action.open')
      return context.mayAct && context.order !== null && allowsAction(context.order, event.action)
    },
    areFieldsComplete: ({ context, event }) => {
      assertEvent(event, 'action.confirm')
      return context.action !== null && Object.keys(actionFieldErrors(context.action, event.fields)).length === 0
    },
  },
}).createMachine({
  id: 'orderPage',
  context: ({ input }) => ({ orderId: input.orderId, mayAct: input.mayAct, order: null, loadError: null, done: null, ...closedAction }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ id: context.orderId }),
        onDone: { target: 'ready', actions: assign({ order: ({ event }) => event.output, loadError: null }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: {
      on: { 'order.reload': 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'order.reload': { target: '#orderPage.loading', actions: assign({ ...closedAction, done: null }) },
            'action.open': {
              guard: 'mayOpen',
              target: 'confirming',
              actions: assign({ ...closedAction, action: ({ event }) => event.action, done: null }),
            },
          },
        },
        confirming: {
          on: {
            'action.confirm': [
              { guard: 'areFieldsComplete', target: 'sending', actions: assign({ fields: ({ event }) => event.fields, fieldErrors: {}, actionError: null }) },
              {
                actions: assign({
                  fields: ({ event }) => event.fields,
                  fieldErrors: ({ context, event }) => (context.action ? actionFieldErrors(context.action, event.fields) : {}),
                  actionError: ({ context }) =>
                    context.action?.kind === 'step' && context.action.step === DISPATCH_STEP
                      ? { message: FULFILMENT_MESSAGES.shippedNeedsTracking, orderChanged: false }
                      : null,
                }),
              },
            ],
            'action.close': { target: 'idle', actions: assign(closedAction) },
            // after a 409: read the order afresh (the dialog closes; the buttons then say what is allowed)
            'order.reload': { target: '#orderPage.loading', actions: assign({ ...closedAction, done: null }) },
          },
        },
        sending: {
          invoke: {
            id: 'performAction',
            src: 'performAction',
            input: ({ context }) => ({ order: context.order!, action: context.action!, fields: context.fields }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({ ...closedAction, order: event.output, done: context.action ? doneMessageOf(context.action) : null })),
            },
            onError: {
              target: 'confirming',
              actions: assign({ actionError: ({ event }) => ({ message: messageOf(event.error), orderChanged: isConflict(event.error) }) }),
            },
          },
        },
      },
    },
  },
})

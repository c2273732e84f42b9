import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { messageOf } from '../services/admin-error'

export interface QueryContext {
  /** What the screen asks for now (a list's filters and page, from the URL). */
  readonly query: unknown
  /** The last answer, kept on screen while a newer query loads (a table does not blank between pages). */
  readonly answer: unknown
  /** Why the last load failed, in words a member of staff can act on. */
  readonly error: string | null
}

export type QueryEvent =
  /** A new query (filters, search or page changed): the load on its way is abandoned and aborted. */
  | { type: 'query.show'; query: unknown }
  /** Load the same query again (after a failure, or to see others' changes). */
  | { type: 'query.reload' }

/**
 * Every read-only screen of the back office follows this one machine: the dashboard, the orders
 * table, and the other lists (support, reviews, staff, audit): loading -> ready | failed, a new
 * query at any time (its older load aborted through the signal, so a stale answer never lands),
 * and reload. A list's query lives in the URL; the screen sends `query.show` when it changes.
 * Each screen gets its own through `queryMachineFor(serviceCall)`, which provides `load`.
 * (One machine over `unknown`, typed by queryMachineFor: XState's types cannot follow a machine
 * made generic over its context.)
 */
export const queryMachine = setup({
  types: {
    context: {} as QueryContext,
    events: {} as QueryEvent,
    input: {} as { query: unknown },
  },
  actors: {
    load: fromPromise<unknown, unknown>(() => Promise.reject(new Error('queryMachine needs its load: use queryMachineFor'))),
  },
}).createMachine({
  id: 'query',
  context: ({ input }) => ({ query: input.query, answer: null, error: null }),
  initial: 'loading',
  on: {
    // re-entering `loading` stops its invoke (aborting the old call) and starts one for the new query
    'query.show': { target: '.loading', reenter: true, actions: assign({ query: ({ event }) => event.query }) },
    'query.reload': { target: '.loading', reenter: true },
  },
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }: { context: QueryContext }) => context.query,
        onDone: { target: 'ready', actions: assign({ answer: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    ready: {},
    failed: {},
  },
})

export type QuerySnapshot = SnapshotFrom<typeof queryMachine>

/** A query screen's machine and the typed ways to talk to it. */
export interface QueryMachineFor<Query, Answer> {
  readonly logic: typeof queryMachine
  readonly input: (query: Query) => { query: Query }
  readonly answerOf: (snapshot: QuerySnapshot) => Answer | null
}

/** The query machine of one service call: `load` answers a query (aborted through the signal when a newer one comes). */
export function queryMachineFor<Query, Answer>(load: (query: Query, signal: AbortSignal) => Promise<Answer>): QueryMachineFor<Query, Answer> {
  return {
    logic: queryMachine.provide({ actors: { load: fromPromise<unknown, unknown>(({ input, signal }) => load(input as Query, signal)) } }),
    input: (query) => ({ query }),
    answerOf: (snapshot) => snapshot.context.answer as Answer | null,
  }
}

import { assign, fromPromise, setup } from 'xstate'
import { lookUpLocation } from '../services/geolocation-service'

export interface LocationContext {
  /** 'postal code, city, country' once known. */
  readonly line: string | null
}

/**
 * The header's location line (SPEC 2, Layout): one public IP-geolocation lookup when a
 * signed-in header appears. Any failure, or an answer without a place, leaves the line out:
 * the header works the same without it, so there is no retry and no toast.
 */
export const locationMachine = setup({
  types: { context: {} as LocationContext },
  actors: {
    lookUpLocation: fromPromise<string | null>(({ signal }) => lookUpLocation(signal)),
  },
  guards: {
    hasPlace: (_, output: string | null) => output !== null && output !== '',
  },
}).createMachine({
  id: 'location',
  context: { line: null },
  initial: 'lookingUp',
  states: {
    lookingUp: {
      invoke: {
        id: 'lookUpLocation',
        src: 'lookUpLocation',
        onDone: [
          {
            guard: { type: 'hasPlace', params: ({ event }) => event.output },
            target: 'located',
            actions: assign({ line: ({ event }) => event.output }),
          },
          { target: 'unknown' },
        ],
        onError: 'unknown',
      },
    },
    located: { type: 'final' },
    unknown: { type: 'final' },
  },
})

import { assign, emit, setup } from 'xstate'

export interface CarouselInput {
  /** How long a slide stays before the next one (SPEC 9: 3000 ms). */
  readonly delayMs: number
}

export interface CarouselContext {
  readonly delayMs: number
  /** The pointer is over the slides. */
  readonly hovered: boolean
  /** Keyboard focus is inside the slides. */
  readonly focused: boolean
}

export type CarouselEvent =
  | { type: 'carousel.pointerEnter' }
  | { type: 'carousel.pointerLeave' }
  | { type: 'carousel.focusIn' }
  | { type: 'carousel.focusOut' }
  /** The visible pause/play control. */
  | { type: 'carousel.pause' }
  | { type: 'carousel.play' }
  /** The user moved the slides (arrow, swipe): the next advance waits a full delay again. */
  | { type: 'carousel.navigated' }
  /** prefers-reduced-motion, sent by the view on mount and whenever it changes. */
  | { type: 'carousel.motionPreference'; reduced: boolean }

/** Told to the view: show the next slide. */
export type CarouselEmitted = { type: 'carousel.advance' }

const holdOrStop = {
  'carousel.pause': { target: 'paused' },
  // a reduced-motion preference stops the carousel; lifting it does not restart it
  'carousel.motionPreference': { guard: 'isReducedMotion', target: 'paused' },
} as const

/**
 * An auto-advancing carousel that people can stop (WCAG 2.2.2; SPEC 9 best deals).
 * `playing` advances every `delayMs`; the pointer or keyboard focus over the slides holds it
 * (`held`) until both have left; the pause control stops it (`paused`) until play is pressed,
 * whatever the pointer does meanwhile, and so does prefers-reduced-motion. The view performs
 * each `carousel.advance` it is told about.
 */
export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
    input: {} as CarouselInput,
    emitted: {} as CarouselEmitted,
  },
  actions: {
    advance: emit({ type: 'carousel.advance' }),
    markHovered: assign({ hovered: true }),
    markUnhovered: assign({ hovered: false }),
    markFocused: assign({ focused: true }),
    markUnfocused: assign({ focused: false }),
  },
  guards: {
    isReducedMotion: ({ event }) => event.type === 'carousel.motionPreference' && event.reduced,
    isAttended: ({ context }) => context.hovered || context.focused,
    isStillFocused: ({ context }) => context.focused,
    isStillHovered: ({ context }) => context.hovered,
  },
  delays: {
    slideDelay: ({ context }) => context.delayMs,
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => ({ delayMs: input.delayMs, hovered: false, focused: false }),
  initial: 'playing',
  // hover and focus are tracked in every state, so that play knows whether to hold
  on: {
    'carousel.pointerEnter': { actions: 'markHovered' },
    'carousel.pointerLeave': { actions: 'markUnhovered' },
    'carousel.focusIn': { actions: 'markFocused' },
    'carousel.focusOut': { actions: 'markUnfocused' },
  },
  states: {
    playing: {
      after: { slideDelay: { target: 'playing', reenter: true, actions: 'advance' } },
      on: {
        ...holdOrStop,
        'carousel.pointerEnter': { target: 'held', actions: 'markHovered' },
        'carousel.focusIn': { target: 'held', actions: 'markFocused' },
        'carousel.navigated': { target: 'playing', reenter: true },
      },
    },
    /** Someone is looking at or working in the slides: nothing moves under them. */
    held: {
      on: {
        ...holdOrStop,
        'carousel.pointerLeave': [
          { guard: 'isStillFocused', actions: 'markUnhovered' },
          { target: 'playing', actions: 'markUnhovered' },
        ],
        'carousel.focusOut': [
          { guard: 'isStillHovered', actions: 'markUnfocused' },
          { target: 'playing', actions: 'markUnfocused' },
        ],
      },
    },
    /** Stopped by the pause control or by the motion preference. */
    paused: {
      on: {
        'carousel.play': [{ guard: 'isAttended', target: 'held' }, { target: 'playing' }],
      },
    },
  },
})

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
  /** Less than half the slides are on screen (scrolled away): turning them would go unseen. */
  readonly outOfSight: boolean
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
  /** The slides came on screen (at least half of them), or went off it. */
  | { type: 'carousel.shown' }
  | { type: 'carousel.hidden' }

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
 * (`held`) until both have left, and so does the slides' being off screen (issue 28: on the
 * landing they sit at the first screen's foot, and turned unseen); the pause control stops it
 * (`paused`) until play is pressed,
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
    markShown: assign({ outOfSight: false }),
    markHidden: assign({ outOfSight: true }),
  },
  guards: {
    isReducedMotion: ({ event }) => event.type === 'carousel.motionPreference' && event.reduced,
    /** Something holds the slides still: the pointer, keyboard focus, or their being off screen. */
    isHeld: ({ context }) => context.hovered || context.focused || context.outOfSight,
    /** Once the pointer leaves: still held by focus or by being off screen. */
    isHeldBesidesPointer: ({ context }) => context.focused || context.outOfSight,
    /** Once focus leaves: still held by the pointer or by being off screen. */
    isHeldBesidesFocus: ({ context }) => context.hovered || context.outOfSight,
    /** Once back on screen: still held by the pointer or focus. */
    isAttended: ({ context }) => context.hovered || context.focused,
  },
  delays: {
    slideDelay: ({ context }) => context.delayMs,
  },
}).createMachine({
  id: 'carousel',
  // on screen until the view says otherwise (a view without IntersectionObserver never does)
  context: ({ input }) => ({ delayMs: input.delayMs, hovered: false, focused: false, outOfSight: false }),
  initial: 'playing',
  // hover, focus and sight are tracked in every state, so that play knows whether to hold
  on: {
    'carousel.pointerEnter': { actions: 'markHovered' },
    'carousel.pointerLeave': { actions: 'markUnhovered' },
    'carousel.focusIn': { actions: 'markFocused' },
    'carousel.focusOut': { actions: 'markUnfocused' },
    'carousel.shown': { actions: 'markShown' },
    'carousel.hidden': { actions: 'markHidden' },
  },
  states: {
    playing: {
      after: { slideDelay: { target: 'playing', reenter: true, actions: 'advance' } },
      on: {
        ...holdOrStop,
        'carousel.pointerEnter': { target: 'held', actions: 'markHovered' },
        'carousel.focusIn': { target: 'held', actions: 'markFocused' },
        'carousel.hidden': { target: 'held', actions: 'markHidden' },
        'carousel.navigated': { target: 'playing', reenter: true },
      },
    },
    /**
     * Someone is looking at or working in the slides, or they are off screen (a buyer scrolling
     * down to them finds the first deal, not one mid-way): nothing moves.
     */
    held: {
      on: {
        ...holdOrStop,
        'carousel.pointerLeave': [
          { guard: 'isHeldBesidesPointer', actions: 'markUnhovered' },
          { target: 'playing', actions: 'markUnhovered' },
        ],
        'carousel.focusOut': [
          { guard: 'isHeldBesidesFocus', actions: 'markUnfocused' },
          { target: 'playing', actions: 'markUnfocused' },
        ],
        'carousel.shown': [
          { guard: 'isAttended', actions: 'markShown' },
          { target: 'playing', actions: 'markShown' },
        ],
      },
    },
    /** Stopped by the pause control or by the motion preference. */
    paused: {
      on: {
        'carousel.play': [{ guard: 'isHeld', target: 'held' }, { target: 'playing' }],
      },
    },
  },
})

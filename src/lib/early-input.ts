import { storageKeys } from './storage'

/*
 * What a buyer does to a server-rendered page before the app has taken it over (issue 26,
 * point 1). The page paints before the app's code has run, and React 19 replays only the events
 * that come after hydration has begun: a click on a button that works through React would do
 * nothing, a form would submit natively and reload the page empty, and the first render after
 * hydration would put back the empty values of the fields a buyer had typed or autofilled.
 *
 * `holdEarlyInput` runs from a tiny render-blocking script in the page's head (src/early-input.ts,
 * built by scripts/early-input-script.ts), before any of #root exists, and until the app
 * announces it is ready (`announceAppReady`, once the hydrated page shows this browser's state):
 * - links work natively (a click inside `a[href]` goes through);
 * - every other click inside #root, and every form submission, is held: its default action and
 *   React are kept from it, and it is replayed on the same element once the app is ready;
 * - fields work natively (typing, autofill, ticking a box), and what was typed before the app
 *   is ready (and a tick React has not hydrated yet) is handed to the app as a change once it is
 *   ready, so the app's state holds what the field shows (React keeps such a value on hydration,
 *   but its next render writes the app's empty value over it).
 * It also marks a page opened by a signed-in buyer (STORED_SESSION_ATTRIBUTE), so the header
 * does not offer Sign Up and Login until the app draws the buyer's icons.
 */

/** Dispatched on `document` once the app has taken the page over and shows this browser's state. */
export const APP_READY_EVENT = 'tanabana:app-ready'

/** On <html> while a page of a signed-in buyer (a token in storage) waits for the app. */
export const STORED_SESSION_ATTRIBUTE = 'data-stored-session'

/** On <html> while a click or submission waits for the app (the cursor says it is coming). */
export const INPUT_HELD_ATTRIBUTE = 'data-input-held'

type HeldAction =
  | { readonly kind: 'click'; readonly target: Element; readonly init: MouseEventInit }
  | { readonly kind: 'submit'; readonly form: HTMLFormElement; readonly submitter: HTMLElement | null }

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** Input types that act as buttons: their clicks are held. */
const BUTTON_INPUT_TYPES = new Set(['button', 'submit', 'reset', 'image'])

/**
 * A field a buyer types into, picks from or ticks: its click goes through (it places the caret,
 * opens the list, ticks the box at once, as the buyer expects to see), and its new value is
 * handed to the app once it is ready.
 */
function isField(target: unknown): target is Field {
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  return target instanceof HTMLInputElement && !BUTTON_INPUT_TYPES.has(target.type) && target.type !== 'file'
}

const isToggle = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')

/**
 * Whether React has hydrated `element` (it keeps its fiber on the element, under a key of its own
 * that has begun so since React 17): a change to it reaches the app already.
 */
const hydratedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))

/** What a replayed click carries over from the buyer's: where it was and the keys held. */
function clickInit(event: MouseEvent): MouseEventInit {
  const { clientX, clientY, screenX, screenY, ctrlKey, shiftKey, altKey, metaKey, button, buttons, detail } = event
  return { bubbles: true, cancelable: true, composed: true, clientX, clientY, screenX, screenY, ctrlKey, shiftKey, altKey, metaKey, button, buttons, detail }
}

/**
 * Hands `value` to the app as the buyer's change of `field`. React keeps a field's last known
 * value on the element and fires onChange only when the element's value differs from it: the
 * value is first set through the element (React's note of it now differs), then through the
 * prototype's setter (React's note stays), then the event React listens to is dispatched.
 */
function replayValue(field: Field, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set
  field.value = value === '' ? ' ' : ''
  if (setter) setter.call(field, value)
  else field.value = value
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
}

/** Hands a tick the app has not seen to it: the box is put back, then clicked as the buyer did (React listens to the click). */
function replayTick(box: HTMLInputElement, checked: boolean) {
  box.checked = !checked
  box.click()
}

/** The next task: React has rendered what the previous replayed event changed. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

export function holdEarlyInput(win: Window): void {
  const doc = win.document
  const html = doc.documentElement
  try {
    if (win.localStorage.getItem(storageKeys.token)) html.setAttribute(STORED_SESSION_ATTRIBUTE, 'true')
  } catch {
    // storage blocked (private mode, sandboxed frame): no stored session to show
  }
  const held: HeldAction[] = []
  // what the buyer typed before the app was ready, and the ticks React had not hydrated yet
  const typed = new Map<Field, string>()
  const ticked = new Map<HTMLInputElement, boolean>()
  const inRoot = (target: EventTarget | null): target is Element => target instanceof Element && doc.getElementById('root')?.contains(target) === true

  const hold = (event: Event, action: HeldAction) => {
    event.preventDefault()
    event.stopImmediatePropagation()
    held.push(action)
    html.setAttribute(INPUT_HELD_ATTRIBUTE, 'true')
  }
  const onClick = (event: MouseEvent) => {
    const target = event.target
    if (!inRoot(target) || target.closest('a[href]') || isField(target) || isField(target.closest('label')?.control)) return
    hold(event, { kind: 'click', target, init: clickInit(event) })
  }
  const onSubmit = (event: SubmitEvent) => {
    if (event.target instanceof HTMLFormElement && inRoot(event.target)) hold(event, { kind: 'submit', form: event.target, submitter: event.submitter })
  }
  const onInput = (event: Event) => {
    const field = event.target
    if (!isField(field) || !inRoot(field)) return
    if (!isToggle(field)) {
      // every value until the app is ready, hydrated or not: React puts its fiber on a field while
      // it hydrates it, before the app's handlers are in place, and a change then reached neither.
      // Handing the app a value it has already is harmless (the same value is set again).
      typed.set(field, field.value)
    } else if (hydratedByReact(field)) {
      // a tick is replayed as a click, which the app would take as a second tick: only one React never saw
      ticked.delete(field)
    } else ticked.set(field, field.checked)
  }
  // on the window, capturing: before React's listeners on #root and before any default action
  win.addEventListener('click', onClick, true)
  win.addEventListener('submit', onSubmit, true)
  win.addEventListener('input', onInput, true)
  win.addEventListener('change', onInput, true)

  doc.addEventListener(
    APP_READY_EVENT,
    () => {
      win.removeEventListener('click', onClick, true)
      win.removeEventListener('submit', onSubmit, true)
      win.removeEventListener('input', onInput, true)
      win.removeEventListener('change', onInput, true)
      html.removeAttribute(STORED_SESSION_ATTRIBUTE)
      void replay(held, typed, ticked).finally(() => html.removeAttribute(INPUT_HELD_ATTRIBUTE))
    },
    { once: true },
  )
}

/** What was held, in order: first the fields' values (a held submit sends them), then each click and submission. */
async function replay(held: readonly HeldAction[], typed: ReadonlyMap<Field, string>, ticked: ReadonlyMap<HTMLInputElement, boolean>) {
  for (const [field, value] of typed) if (field.isConnected) replayValue(field, value)
  for (const [box, checked] of ticked) if (box.isConnected) replayTick(box, checked)
  if (typed.size + ticked.size > 0) await nextTask()
  for (const action of held) {
    if (action.kind === 'click') {
      // an element the app has since replaced (an earlier click navigated): nothing to click
      if (action.target.isConnected) action.target.dispatchEvent(new MouseEvent('click', action.init))
    } else if (action.form.isConnected) {
      // requestSubmit throws for a submitter that is no longer this form's submit button
      const submitter = action.submitter?.isConnected && action.submitter.closest('form') === action.form ? action.submitter : null
      action.form.requestSubmit(submitter)
    }
    await nextTask()
  }
}

/** The app has taken the page over (src/app/app.tsx): what was held is replayed. */
export function announceAppReady(doc: Document): void {
  doc.dispatchEvent(new Event(APP_READY_EVENT))
}

// React's act() warns unless the environment says it supports it
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

import { act, startTransition, useEffect, useState, type FormEvent } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { announceAppReady, holdEarlyInput, STORED_SESSION_ATTRIBUTE } from '../../src/lib/early-input'
import { storageKeys } from '../../src/lib/storage'

/*
 * Issue 26, point 1: what a buyer does to a server-rendered page before React has hydrated it
 * is kept. A page is rendered to HTML, the early-input script is installed as the page's head
 * installs it, the buyer types and clicks, then React hydrates the page and (as src/app/app.tsx
 * does) re-renders it in a transition before announcing it is ready. What the buyer did must
 * then have reached the app.
 */

function SignInForm({ onSignIn }: { onSignIn: (email: string) => void }) {
  const [email, setEmail] = useState('')
  const [hydrated, setHydrated] = useState(false)
  const [plus, setPlus] = useState(0)
  const [cotton, setCotton] = useState(false)
  // the app's second render after hydration (the buyer's state fills in): it writes each controlled value again
  useEffect(() => startTransition(() => setHydrated(true)), [])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSignIn(email)
  }
  return (
    <form onSubmit={submit} data-hydrated={hydrated}>
      <input aria-label="Email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <button type="button" onClick={() => setPlus((n) => n + 1)}>
        plus <span>{plus}</span>
      </button>
      <button type="submit">Continue with Email</button>
      <a href="#elsewhere">a link</a>
      <label>
        <input type="checkbox" checked={cotton} onChange={(e) => setCotton(e.target.checked)} /> Cotton {cotton ? 'chosen' : 'not chosen'}
      </label>
    </form>
  )
}

let root: Root | null = null
afterEach(() => {
  act(() => root?.unmount())
  root = null
  document.body.innerHTML = ''
  localStorage.clear()
})

/** The page as the server sent it, with the early-input script run before it, as in the page's head. */
function serverPage(onSignIn: (email: string) => void) {
  holdEarlyInput(window)
  const container = document.createElement('div')
  container.id = 'root'
  container.innerHTML = renderToString(<SignInForm onSignIn={onSignIn} />)
  document.body.append(container)
  const field = container.querySelector('input') as HTMLInputElement
  const [plus, submit] = [...container.querySelectorAll('button')] as [HTMLButtonElement, HTMLButtonElement]
  const cotton = container.querySelector('input[type=checkbox]') as HTMLInputElement
  return { container, field, plus, submit, cotton, link: container.querySelector('a') as HTMLAnchorElement }
}

const typeInto = (field: HTMLInputElement, text: string) => {
  field.value = text
  field.dispatchEvent(new Event('input', { bubbles: true }))
}
const click = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))

/**
 * React takes over the server's form. The tests act on the page before calling this; waiting for
 * the stand-in form's own second render only lets them check what was replayed.
 */
async function hydrate(container: HTMLElement, onSignIn: (email: string) => void) {
  await act(async () => {
    root = hydrateRoot(container, <SignInForm onSignIn={onSignIn} />)
  })
  await vi.waitFor(() => expect(container.querySelector('form')?.dataset.hydrated).toBe('true'))
}

describe('the early-input script', () => {
  test('keeps text typed, clicks and a submission made before hydration, and replays them once the app is ready', async () => {
    const onSignIn = vi.fn<(email: string) => void>()
    const page = serverPage(onSignIn)
    typeInto(page.field, 'buyer@tanabana.in')
    // the form must not submit natively (a reload that loses everything)
    expect(click(page.plus)).toBe(false)
    expect(click(page.submit)).toBe(false)
    // a box ticks at once, as the buyer expects to see
    click(page.cotton)
    expect(page.cotton.checked).toBe(true)

    await hydrate(page.container, onSignIn)
    // held until the app says it is ready: nothing has reached it yet
    expect(onSignIn).not.toHaveBeenCalled()
    await act(async () => announceAppReady(document))

    await vi.waitFor(() => expect(onSignIn).toHaveBeenCalledWith('buyer@tanabana.in'))
    expect(onSignIn).toHaveBeenCalledTimes(1)
    expect(page.plus).toHaveTextContent('plus 1')
    expect(page.field.value).toBe('buyer@tanabana.in')
    expect(page.cotton.closest('label')).toHaveTextContent('Cotton chosen')
    expect(page.cotton.checked).toBe(true)
  })

  test("keeps text typed while React is still hydrating the field (its fiber on the element, its change not yet the app's)", async () => {
    const onSignIn = vi.fn<(email: string) => void>()
    const page = serverPage(onSignIn)
    // React puts its fiber on an element while it hydrates it, before the app's handlers are in
    // place: a change then reached neither (seen on the live store: the email typed, then gone)
    Object.assign(page.field, { '__reactFiber$hydrating': {} })
    typeInto(page.field, 'buyer@tanabana.in')
    expect(click(page.submit)).toBe(false)
    await hydrate(page.container, onSignIn)
    await act(async () => announceAppReady(document))
    await vi.waitFor(() => expect(onSignIn).toHaveBeenCalledWith('buyer@tanabana.in'))
    expect(page.field.value).toBe('buyer@tanabana.in')
  })

  test('lets links work natively, and stops holding once the app is ready', async () => {
    const onSignIn = vi.fn<(email: string) => void>()
    const page = serverPage(onSignIn)
    // a link's click is not held: its default action (navigation) goes ahead
    expect(click(page.link)).toBe(true)
    await hydrate(page.container, onSignIn)
    await act(async () => announceAppReady(document))
    await act(async () => {
      click(page.plus)
    })
    // handled by React at once, not held and replayed a second time
    expect(page.plus).toHaveTextContent('plus 1')
  })

  test("marks a signed-in buyer's page until the app is ready (the header hides Sign Up and Login meanwhile)", async () => {
    localStorage.setItem(storageKeys.token, 'a-token')
    serverPage(vi.fn<(email: string) => void>())
    expect(document.documentElement).toHaveAttribute(STORED_SESSION_ATTRIBUTE)
    announceAppReady(document)
    expect(document.documentElement).not.toHaveAttribute(STORED_SESSION_ATTRIBUTE)
  })
})

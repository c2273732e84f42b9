// @vitest-environment happy-dom
// (multipart uploads: jsdom corrupts File bodies, see docs/stack-notes.md)

import { act, configure, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { CATALOGUE_MESSAGES } from '../../contracts/admin/catalogue-messages'
import { EDITOR_SCREEN } from '../../contracts/admin/catalogue-screens'
import { REQUIRED_FIELD_MARK } from '../../contracts/form-rules'
import { resetMockBackend, server } from '../../mocks/node'
import { renderAdmin, signIn } from '../support/render-back-office'
import { pngFile, staffCalls } from '../support/catalogue-screens'

/*
 * The product editor (issue 30, point 8) on the fake staff API: every wrong field marked beside
 * it before anything is sent; a count the store does not know added only when staff agree;
 * leaving with unsaved changes asks first; pictures upload as soon as they are chosen and their
 * order, which sets the card's picture, changes with the buttons.
 */

configure({ asyncUtilTimeout: 5000 })
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  server.events.removeAllListeners()
  resetMockBackend()
})
afterAll(() => server.close())

/** The field's input and the mark under it (Mantine ties them with aria-describedby). */
function markOf(field: HTMLElement): string | null {
  const id = field.getAttribute('aria-describedby')?.split(' ').find((part) => part.endsWith('-error'))
  return id ? (document.getElementById(id)?.textContent ?? null) : null
}

async function openNewProduct() {
  const rendered = renderAdmin('/products/new', ['/'])
  await signIn(rendered.user, 'catalogue')
  expect(await screen.findByRole('heading', { name: 'New product', level: 1 })).toBeInTheDocument()
  return rendered
}

describe('the product editor', () => {
  it('marks every wrong field beside it and sends nothing; an unknown count is added only when staff agree', async () => {
    const calls = staffCalls()
    const { user } = await openNewProduct()
    const colour = within(screen.getByRole('listitem', { name: /^Colour 1/ }))
    await user.type(colour.getByRole('textbox', { name: 'Colour' }), 'Indigo')
    await user.type(colour.getByRole('textbox', { name: /^Price per metre/ }), '100')
    await user.type(colour.getByRole('textbox', { name: /^Discounted price/ }), '120')
    await user.type(screen.getByRole('textbox', { name: 'Weight (GSM)' }), 'heavy')
    await user.type(screen.getByRole('combobox', { name: 'Count (yarn)' }), '2/60x2/60')
    await user.click(screen.getByRole('button', { name: 'Add product' }))

    expect(await screen.findByText(EDITOR_SCREEN.fixFields)).toBeInTheDocument()
    expect(markOf(screen.getByRole('textbox', { name: 'Name' }))).toBe(REQUIRED_FIELD_MARK)
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus()
    expect(screen.getByText(EDITOR_SCREEN.chooseCategory)).toBeInTheDocument()
    expect(markOf(screen.getByRole('textbox', { name: 'Weight (GSM)' }))).toBe(EDITOR_SCREEN.notANumber)
    expect(markOf(colour.getByRole('textbox', { name: /^Discounted price/ }))).toBe(CATALOGUE_MESSAGES.discountAbovePrice)
    expect(markOf(colour.getByRole('textbox', { name: /^Price per metre/ }))).toBeNull()
    expect(markOf(screen.getByRole('combobox', { name: 'Count (yarn)' }))).toBe(CATALOGUE_MESSAGES.unknownCount)

    // the marks follow the edits: a mended price loses its mark at once
    await user.clear(colour.getByRole('textbox', { name: /^Discounted price/ }))
    await user.type(colour.getByRole('textbox', { name: /^Discounted price/ }), '90')
    expect(markOf(colour.getByRole('textbox', { name: /^Discounted price/ }))).toBeNull()

    await user.click(screen.getByRole('button', { name: EDITOR_SCREEN.addToList('count', '2/60x2/60') }))
    const asking = await screen.findByRole('dialog', { name: EDITOR_SCREEN.addTitle('count') })
    expect(asking).toHaveTextContent(EDITOR_SCREEN.addTells('count', '2/60x2/60'))
    await user.click(within(asking).getByRole('button', { name: 'Add to the list' }))
    expect(await screen.findByText(EDITOR_SCREEN.willAdd('count'))).toBeInTheDocument()
    expect(markOf(screen.getByRole('combobox', { name: 'Count (yarn)' }))).toBeNull()
    expect(calls().filter((call) => call.method === 'POST' && call.path === '/api/admin/products')).toEqual([])
  })

  it('asks before unsaved changes are lost by a link, the back button or closing the tab', async () => {
    const { user, location, back } = await openNewProduct()
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true })
      window.dispatchEvent(event)
      return event.defaultPrevented
    }
    expect(unload()).toBe(false)
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Handloom khadi')
    expect(unload()).toBe(true)

    act(() => back())
    const leaving = await screen.findByRole('dialog', { name: 'Leave this page?' })
    expect(leaving).toHaveTextContent(CATALOGUE_MESSAGES.unsavedChanges)
    await user.click(within(leaving).getByRole('button', { name: 'Stay on this page' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(location().pathname).toBe('/products/new')
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Handloom khadi')

    const nav = screen.getByRole('navigation', { name: 'Back office' })
    await user.click(within(nav).getByRole('link', { name: 'Products' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave this page?' })).getByRole('button', { name: 'Stay on this page' }))
    expect(location().pathname).toBe('/products/new')
    await user.click(within(nav).getByRole('link', { name: 'Dashboard' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave this page?' })).getByRole('button', { name: 'Leave without saving' }))
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument()
    expect(unload()).toBe(false)
  })

  it('uploads the chosen pictures at once and reorders them; the first colour’s first is the card’s picture', async () => {
    const { user } = await openNewProduct()
    const colour = within(screen.getByRole('listitem', { name: /^Colour 1/ }))
    await user.type(colour.getByRole('textbox', { name: 'Colour' }), 'Indigo')
    await user.upload(colour.getByLabelText('Add pictures of Indigo'), [pngFile('front.png', 4), pngFile('back.png', 6)])
    const front = await colour.findByRole('img', { name: 'Indigo, 1: front.png' })
    const back = await colour.findByRole('img', { name: 'Indigo, 2: back.png' })
    // each shows at once, and is up once its progress bar has gone
    await waitFor(() => expect(colour.queryAllByRole('progressbar')).toEqual([]))
    expect(colour.queryByRole('alert')).not.toBeInTheDocument()
    const frontUrl = front.getAttribute('src')
    const backUrl = back.getAttribute('src')
    const card = screen.getByRole('article', { name: /^Card preview/ })
    expect(within(card).getByRole('presentation')).toHaveAttribute('src', frontUrl)
    expect(colour.getByText(EDITOR_SCREEN.cardBadge)).toBeInTheDocument()

    await user.click(colour.getByRole('button', { name: 'Move picture 2 of Indigo earlier' }))
    const pictures = within(colour.getByRole('list', { name: /^Pictures of Indigo/ })).getAllByRole('img')
    expect(pictures.map((img) => img.getAttribute('src'))).toEqual([backUrl, frontUrl])
    expect(pictures[0]).toHaveAccessibleName('Indigo, 1: back.png')
    expect(within(card).getByRole('presentation')).toHaveAttribute('src', backUrl)
    // the keyboard's way: the buttons are reached and pressed like any other
    colour.getByRole('button', { name: 'Move picture 2 of Indigo earlier' }).focus()
    await user.keyboard('{Enter}')
    expect(within(colour.getByRole('list', { name: /^Pictures of Indigo/ })).getAllByRole('img')[0]).toHaveAttribute('src', frontUrl)

    await user.click(colour.getByRole('button', { name: 'Remove picture 1 of Indigo' }))
    expect(within(colour.getByRole('list', { name: /^Pictures of Indigo/ })).getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([backUrl])
  })
})

// @vitest-environment happy-dom
// (multipart uploads: jsdom corrupts File bodies, see docs/stack-notes.md)
import { notifications } from '@mantine/notifications'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { useState } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import { mockBackend, server } from '../../mocks/node'
import { setScenario } from '../../mocks/scenarios'
import { ReviewPopup } from '../../src/features/reviews/public/review-popup'
import { DEMO_BUYER } from '../../seed/fixtures/demo-accounts'
import { reviewableByDemoBuyer } from '../support/reviewable-products'
import { Providers, setupMockBackend, signInAsDemoBuyer } from '../setup/render'

setupMockBackend()

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' })
// the first product the demo buyer may review, picked once: a review made closes its order, and
// the next call would pick another product
let reviewed = ''
beforeEach(() => {
  reviewed = reviewableByDemoBuyer()[0]!._id
})
const product = () => mockBackend.db.get('products').find((p) => p._id === reviewed)!
const storedProduct = (id: string) => mockBackend.db.get('products').find((p) => p._id === id)!

function Harness({ productId, onSubmitted }: { productId: string; onSubmitted?: () => void }) {
  const [opened, setOpened] = useState(true)
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open
      </button>
      <ReviewPopup productId={productId} opened={opened} onClose={() => setOpened(false)} onSubmitted={onSubmitted} />
    </>
  )
}

async function openPopup(onSubmitted?: () => void, productId = product()._id) {
  await signInAsDemoBuyer()
  notifications.clean()
  const user = userEvent.setup({ applyAccept: false })
  render(
    <Providers>
      <MemoryRouter>
        <Harness productId={productId} onSubmitted={onSubmitted} />
      </MemoryRouter>
    </Providers>,
  )
  const dialog = await screen.findByRole('dialog', { name: 'Review Your Purchase' })
  return { user, dialog }
}

const fileInput = (dialog: HTMLElement) => dialog.querySelector('input[type=file]') as HTMLInputElement

describe('review popup', () => {
  it('needs a review and a rating', async () => {
    const { user, dialog } = await openPopup()
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }))
    expect(await screen.findByText('Please Fill All Details')).toBeInTheDocument()
    await user.type(within(dialog).getByRole('textbox', { name: /Your review/ }), 'Crisp weave')
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }))
    await waitFor(() => expect(screen.getAllByText('Please Fill All Details')).toHaveLength(2))
    expect(storedProduct(product()._id).rating).toEqual(product().rating)
  })

  it('takes images only, at most 5', async () => {
    const { user, dialog } = await openPopup()
    await user.upload(fileInput(dialog), [png('a.png'), new File(['x'], 'notes.txt', { type: 'text/plain' })])
    expect(await within(dialog).findByRole('img', { name: 'Selected 1: a.png' })).toBeInTheDocument()
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Only images can be added: notes.txt')
    await user.upload(fileInput(dialog), ['b', 'c', 'd', 'e', 'f'].map((n) => png(`${n}.png`)))
    expect(await screen.findByText('You can only upload 5 images')).toBeInTheDocument()
    expect(within(dialog).getAllByRole('img', { name: /^Selected/ })).toHaveLength(1)
    await user.upload(fileInput(dialog), ['b', 'c', 'd', 'e'].map((n) => png(`${n}.png`)))
    await waitFor(() => expect(within(dialog).getAllByRole('img', { name: /^Selected/ })).toHaveLength(5))
    await user.click(within(dialog).getByRole('button', { name: 'Remove c.png' }))
    expect(within(dialog).getAllByRole('img', { name: /^Selected/ })).toHaveLength(4)
  })

  it('uploads the review with its images, locked until done, then says so and closes', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((r) => (release = r))
    server.use(http.post('*/api/product/addReview', async () => {
      await held
      return undefined // on to the fake backend
    }))
    let submitted = 0
    const { user, dialog } = await openPopup(() => submitted++)
    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }))
    await user.type(within(dialog).getByRole('textbox', { name: /Your review/ }), 'Even dye, fast delivery')
    await user.upload(fileInput(dialog), [png('bolt.png'), png('selvedge.png')])
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }))

    expect(await within(dialog).findByRole('button', { name: 'Uploading...' })).toBeDisabled()
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument()
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(screen.getByRole('dialog', { name: 'Review Your Purchase' })).toBeInTheDocument()

    await act(async () => release())
    expect(await screen.findByText('Review Added Successfully')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(submitted).toBe(1)
    const saved = storedProduct(product()._id).rating!.at(-1)!
    expect(saved).toMatchObject({ value: 4, review: 'Even dye, fast delivery' })
    expect(saved.images).toHaveLength(2)
  })

  it('shows the server\'s message on failure, else \'Failed to add review\', and stays open', async () => {
    const { user, dialog } = await openPopup()
    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }))
    await user.type(within(dialog).getByRole('textbox', { name: /Your review/ }), 'Lovely')
    setScenario('addReview', 'server-error', { msg: 'Review limit reached' })
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }))
    expect(await screen.findByText('Review limit reached')).toBeInTheDocument()
    setScenario('addReview', 'network')
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }))
    expect(await screen.findByText('Failed to add review')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Submit Review' })).toBeEnabled()
  })

  it('shows the server\'s 403 to a buyer without an order of the product, and saves nothing', async () => {
    const buyer = mockBackend.db.get('users').find((u) => u.email === DEMO_BUYER.email)!
    const ordered = new Set(mockBackend.db.get('orders').filter((o) => o.userId === buyer._id).map((o) => o.productId))
    const neverBought = mockBackend.db.get('products').find((p) => !ordered.has(p._id))!
    let submitted = 0
    const { user, dialog } = await openPopup(() => submitted++, neverBought._id)
    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }))
    await user.type(within(dialog).getByRole('textbox', { name: /Your review/ }), 'Lovely')
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }))
    expect(await screen.findByText('Only buyers can review this product: order it first')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Submit Review' })).toBeEnabled()
    expect(submitted).toBe(0)
    expect(storedProduct(neverBought._id).rating).toEqual(neverBought.rating)
  })

  it('starts empty on every opening', async () => {
    const { user, dialog } = await openPopup()
    await user.type(within(dialog).getByRole('textbox', { name: /Your review/ }), 'Draft')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await user.click(screen.getByRole('button', { name: 'Open' }))
    const again = await screen.findByRole('dialog', { name: 'Review Your Purchase' })
    expect(within(again).getByRole('textbox', { name: /Your review/ })).toHaveValue('')
  })
})

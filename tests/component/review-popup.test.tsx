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
import { fakeJpeg, fakePng, installPicturePlatform, pdfNamedAsPicture, sizeOfPicture } from '../support/picture-platform'

setupMockBackend()
const platform = installPicturePlatform()

const png = (name: string) => fakePng(name, 64, 64)
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

  it('takes images only, judged by their bytes, at most 5', async () => {
    const { user, dialog } = await openPopup()
    await user.upload(fileInput(dialog), [png('a.png'), new File(['x'], 'notes.txt', { type: 'text/plain' }), pdfNamedAsPicture('bolt.jpg')])
    expect(await within(dialog).findByRole('img', { name: 'Selected 1: a.png' })).toBeInTheDocument()
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a picture (JPEG, PNG, WebP or GIF). Not added: notes.txt, bolt.jpg')
    expect(within(dialog).getAllByRole('img', { name: /^Selected/ })).toHaveLength(1)
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

  it('sends a 12-megapixel photo scaled to 1280 px; the review can be typed and Submit waits while it is prepared', async () => {
    const { user, dialog } = await openPopup()
    const release = platform.holdDecoding()
    await user.upload(fileInput(dialog), [fakeJpeg('bolt.jpg', 4000, 3000, 6_600_000)])
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Preparing the pictures...')
    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }))
    await user.type(within(dialog).getByRole('textbox', { name: /Your review/ }), 'Even dye across the bolt')
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }))
    expect(screen.queryByText('Review Added Successfully')).not.toBeInTheDocument()
    release()

    expect(await screen.findByText('Review Added Successfully')).toBeInTheDocument()
    const [kept] = storedProduct(product()._id).rating!.at(-1)!.images!
    const id = new URL(kept!, 'http://x').pathname.split('/').pop()
    const record = mockBackend.db.get('uploads').find((u) => u._id === id)!
    const bytes = new Blob([Uint8Array.from(atob(record.base64), (c) => c.charCodeAt(0))])
    expect(bytes.size).toBeLessThan(6_600_000)
    expect(await sizeOfPicture(bytes)).toEqual({ width: 1280, height: 960 })
  })

  it("shows the server's reason for refusing the pictures as SPEC 8's failure message", async () => {
    const reason = 'You can upload at most 20 pictures a day. Please try again tomorrow'
    const { user, dialog } = await openPopup()
    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }))
    await user.type(within(dialog).getByRole('textbox', { name: /Your review/ }), 'Lovely')
    await user.upload(fileInput(dialog), [png('bolt.png')])
    await within(dialog).findByRole('img', { name: 'Selected 1: bolt.png' })
    setScenario('addReview', 'server-error', { status: 429, msg: reason })
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }))
    expect(await screen.findByText(reason)).toBeInTheDocument()
    expect(within(dialog).getByRole('img', { name: 'Selected 1: bolt.png' })).toBeInTheDocument()
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

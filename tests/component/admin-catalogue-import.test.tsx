// @vitest-environment happy-dom
// (file bodies: jsdom corrupts File bodies, see docs/stack-notes.md)

import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { CATALOGUE_CSV_COLUMNS } from '../../contracts/admin/catalogue-csv'
import { IMPORT_SCREEN } from '../../contracts/admin/catalogue-screens'
import { mockBackend, resetMockBackend, server } from '../../mocks/node'
import { renderAdmin, signIn } from '../support/render-back-office'

/*
 * Import CSV (issue 30, points 5 and 8) on the fake staff API: the file is checked by a dry run
 * first; the preview shows what the import would do and a table of the rows with problems, and
 * Confirm waits until there are none; confirmed, the same file is written and the screen says
 * what was done.
 */

configure({ asyncUtilTimeout: 5000 })
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  server.events.removeAllListeners()
  resetMockBackend()
})
afterAll(() => server.close())

/** A new product in two colours, as the export's columns hold it; `rosePrice` is the second row's price. */
const catalogue = (rosePrice: string) => {
  const row = (colour: string, price: string) => `,Mulmul Voile Test Weave,Soft and sheer,Cotton,,,,,,,false,active,${colour},,120,,${price},220`
  return `${CATALOGUE_CSV_COLUMNS.join(',')}\n${row('Ivory', '240')}\n${row('Rose', rosePrice)}\n`
}
const BROKEN = catalogue('abc')
const GOOD = catalogue('240')

interface Sent {
  readonly dryRun: string | null
  readonly contentType: string | null
  readonly body: string
}

/** Every import sent from now on: its dryRun, its Content-Type and its body. */
function importsSent(): Sent[] {
  const sent: Sent[] = []
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url)
    if (url.pathname !== '/api/admin/catalogue/import') return
    sent.push({ dryRun: url.searchParams.get('dryRun'), contentType: request.headers.get('Content-Type'), body: await request.clone().text() })
  })
  return sent
}

const csvFile = (name: string, text: string) => new File([text], name, { type: 'text/csv' })

describe('importing the catalogue', () => {
  it('previews a dry run with its problem rows, confirms only a clean file, then says what was written', async () => {
    const sent = importsSent()
    const { user } = renderAdmin('/products/import')
    await signIn(user, 'catalogue')
    const input = await screen.findByLabelText('Choose a CSV file to import')

    // a file dropped on the zone is not filtered by the chooser's accept
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['not a catalogue'], 'notes.txt', { type: 'text/plain' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(IMPORT_SCREEN.notCsv)
    expect(sent).toEqual([])

    await user.upload(input, csvFile('catalogue.csv', BROKEN))
    const problems = await screen.findByRole('table', { name: 'Rows with problems' })
    const [problem, ...others] = within(problems).getAllByRole('row').slice(1)
    expect(others).toEqual([])
    expect(within(problem!).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 2)).toEqual(['3', 'price_per_meter'])
    expect(screen.getByText(IMPORT_SCREEN.problems(1, 1))).toBeInTheDocument()
    expect(screen.getByRole('button', { name: IMPORT_SCREEN.confirm })).toBeDisabled()
    expect(sent.map((s) => s.dryRun)).toEqual(['true'])
    expect(sent[0]).toMatchObject({ body: BROKEN, contentType: expect.stringMatching(/^text\/csv/) })

    await user.upload(input, csvFile('catalogue-fixed.csv', GOOD))
    expect(await screen.findByText(IMPORT_SCREEN.noProblems)).toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: IMPORT_SCREEN.wouldDo })).getByText('Created').nextElementSibling).toHaveTextContent('1')
    expect(screen.queryByRole('table', { name: 'Rows with problems' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: IMPORT_SCREEN.confirm }))
    expect(await screen.findByText(IMPORT_SCREEN.written)).toBeInTheDocument()
    expect(screen.getByRole('region', { name: IMPORT_SCREEN.did })).toBeInTheDocument()
    expect(mockBackend.db.get('products').filter((p) => p.name === 'Mulmul Voile Test Weave').map((p) => p.productVarieties.map((v) => v.color))).toEqual([['Ivory', 'Rose']])
    await waitFor(() => expect(sent.map((s) => [s.dryRun, s.body])).toEqual([['true', BROKEN], ['true', GOOD], ['false', GOOD]]))
  })
})

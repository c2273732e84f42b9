// @vitest-environment happy-dom
// (file bodies: jsdom corrupts File bodies, see docs/stack-notes.md)

import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ImportSummary } from '../../contracts/admin/catalogue-csv'
import { IMPORT_SCREEN } from '../../contracts/admin/catalogue-screens'
import { resetMockBackend, server } from '../../mocks/node'
import { renderAdmin, signIn } from '../support/render-back-office'

/*
 * Import CSV (issue 30, points 5 and 8): the file is checked by a dry run first; the preview
 * shows what the import would do and a table of the rows with problems, and Confirm waits until
 * there are none; confirmed, the same file is written and the screen says what was done. The
 * store's answers are given here (the rows' checks are the API suite's), as the file decides.
 */

configure({ asyncUtilTimeout: 5000 })
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  resetMockBackend()
})
afterAll(() => server.close())

const HEADER = 'product_id,name,categories,color,stock,price_per_meter,discounted_price'
const GOOD = `${HEADER}\n,Mulmul voile,Cotton,Ivory,120,240,220\n,Mulmul voile,Cotton,Rose,80,240,220\n`
const BROKEN = `${HEADER}\n,Mulmul voile,Cotton,Ivory,120,240,220\n,Mulmul voile,Cotton,Rose,80,abc,220\n`

interface Sent {
  readonly dryRun: string | null
  readonly contentType: string | null
  readonly body: string
}

/** The store's import: a file with a price that is not a number has a problem on its row; any other is clean. */
function answerImports(): Sent[] {
  const sent: Sent[] = []
  server.use(
    http.post('*/api/admin/catalogue/import', async ({ request }) => {
      const dryRun = new URL(request.url).searchParams.get('dryRun')
      const body = await request.text()
      sent.push({ dryRun, contentType: request.headers.get('Content-Type'), body })
      const broken = body.includes(',abc,')
      const errors = broken ? [{ row: 3, column: 'price_per_meter', msg: 'Expected a number, got "abc"' }] : []
      const summary: ImportSummary = { dryRun: dryRun === 'true', written: !broken && dryRun !== 'true', created: 1, updated: 0, unchanged: 0, errors, errorCount: errors.length }
      return HttpResponse.json(summary)
    }),
  )
  return sent
}

const csvFile = (name: string, text: string) => new File([text], name, { type: 'text/csv' })

describe('importing the catalogue', () => {
  it('previews a dry run with its problem rows, confirms only a clean file, then says what was written', async () => {
    const sent = answerImports()
    const { user } = renderAdmin('/products/import')
    await signIn(user, 'catalogue')
    const input = await screen.findByLabelText('Choose a CSV file to import')

    // a file dropped on the zone is not filtered by the chooser's accept
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['not a catalogue'], 'notes.txt', { type: 'text/plain' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(IMPORT_SCREEN.notCsv)
    expect(sent).toEqual([])

    await user.upload(input, csvFile('catalogue.csv', BROKEN))
    const preview = await screen.findByRole('region', { name: IMPORT_SCREEN.wouldDo })
    expect(within(preview).getByText('Created').nextElementSibling).toHaveTextContent('1')
    const problems = screen.getByRole('table', { name: 'Rows with problems' })
    expect(within(problems).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['3price_per_meterExpected a number, got "abc"'])
    expect(screen.getByText(IMPORT_SCREEN.problems(1, 1))).toBeInTheDocument()
    expect(screen.getByRole('button', { name: IMPORT_SCREEN.confirm })).toBeDisabled()
    expect(sent.map((s) => s.dryRun)).toEqual(['true'])
    expect(sent[0]).toMatchObject({ body: BROKEN, contentType: expect.stringMatching(/^text\/csv/) })

    await user.upload(input, csvFile('catalogue-fixed.csv', GOOD))
    expect(await screen.findByText(IMPORT_SCREEN.noProblems)).toBeInTheDocument()
    expect(screen.queryByRole('table', { name: 'Rows with problems' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: IMPORT_SCREEN.confirm }))
    expect(await screen.findByText(IMPORT_SCREEN.written)).toBeInTheDocument()
    expect(screen.getByRole('region', { name: IMPORT_SCREEN.did })).toBeInTheDocument()
    await waitFor(() => expect(sent.map((s) => [s.dryRun, s.body])).toEqual([['true', BROKEN], ['true', GOOD], ['false', GOOD]]))
  })
})

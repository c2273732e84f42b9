import { describe, expect, it } from 'vitest'
import { showResultsLabel } from '../../src/lib/show-results-label'

describe('the Filter popup’s results button (issue 28, point 5)', () => {
  it('says how many fabrics the filters find, in the singular for one', () => {
    expect(showResultsLabel(42)).toBe('Show 42 fabrics')
    expect(showResultsLabel(1)).toBe('Show 1 fabric')
  })

  it('says when nothing matches, and gives no number while the total is unknown', () => {
    expect(showResultsLabel(0)).toBe('No fabrics match')
    expect(showResultsLabel(null)).toBe('Show fabrics')
  })
})

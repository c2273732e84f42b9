// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { actionLabelOf, auditChangesOf, fieldLabelOf, readableValue } from '../../admin/features/audit/audit-changes'
import { auditFilterFrom, auditQueryOf } from '../../admin/machines/audit-log.machine'

describe('an audit entry, readable (issue 29, point 7)', () => {
  it('lists every recorded field once, before and after, with (none) where there was nothing', () => {
    expect(auditChangesOf({ before: { hidden: false }, after: { hidden: true, hiddenReason: 'Spam' } })).toEqual([
      { field: 'hidden', before: 'no', after: 'yes' },
      { field: 'hidden reason', before: '(none)', after: 'Spam' },
    ])
    expect(auditChangesOf({ after: { email: 'anil@tanabana.in', role: 'fulfilment' } })).toEqual([
      { field: 'email', before: '(none)', after: 'anil@tanabana.in' },
      { field: 'role', before: '(none)', after: 'fulfilment' },
    ])
    expect(auditChangesOf({})).toEqual([])
  })

  it('reads nested values field by field: a restock, a tracking entry, a list', () => {
    expect(readableValue({ color: 'Indigo', metres: 2 })).toBe('color: Indigo, metres: 2')
    expect(readableValue({ status: 'Shipped', carrier: 'Delhivery', trackingNumber: 'DL1' })).toBe('status: Shipped, carrier: Delhivery, tracking number: DL1')
    expect(readableValue(['a', 3])).toBe('a; 3')
    expect(readableValue([])).toBe('(none)')
    expect(readableValue(null)).toBe('(none)')
  })

  it('names fields and actions in words', () => {
    expect(fieldLabelOf('trackingNumber')).toBe('tracking number')
    expect(actionLabelOf('review.hide')).toBe('Hid a review')
    expect(actionLabelOf('catalogue.price')).toBe('catalogue.price')
  })
})

describe('the audit log in the URL', () => {
  it("reads one member's filter and the page, and asks for them", () => {
    const filter = auditFilterFrom(new URLSearchParams('member=staff-support&page=2'))
    expect(filter).toEqual({ staffId: 'staff-support', page: 2 })
    expect(auditQueryOf(filter)).toEqual({ staffId: 'staff-support', page: '2', limit: '20' })
    expect(auditQueryOf(auditFilterFrom(new URLSearchParams('')))).toEqual({ page: '1', limit: '20' })
  })
})

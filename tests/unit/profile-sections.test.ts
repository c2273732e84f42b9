// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { profileSectionFrom, profileSectionPath } from '../../src/features/account/public/profile-sections'

describe('profileSectionFrom (SPEC 2: sections by navigation state page, and by URL)', () => {
  it('defaults to My Account', () => {
    expect(profileSectionFrom('', null)).toBe('myAccount')
  })

  it('takes the navigation state page', () => {
    expect(profileSectionFrom('', { page: 'orderHistory' })).toBe('orderHistory')
    expect(profileSectionFrom('', { page: 'faq' })).toBe('faq')
  })

  it('takes ?section= and lets it win over the navigation state', () => {
    expect(profileSectionFrom('?section=supportHelp', null)).toBe('supportHelp')
    expect(profileSectionFrom('?section=faq', { page: 'orderHistory' })).toBe('faq')
  })

  it('ignores unknown values', () => {
    expect(profileSectionFrom('?section=admin', { page: 'orderHistory' })).toBe('orderHistory')
    expect(profileSectionFrom('?section=admin', { page: 42 })).toBe('myAccount')
    expect(profileSectionFrom('', 'orderHistory')).toBe('myAccount')
  })

  it('round-trips through the path it builds', () => {
    for (const section of ['myAccount', 'orderHistory', 'supportHelp', 'faq'] as const) {
      const path = profileSectionPath(section)
      expect(profileSectionFrom(path.slice(path.indexOf('?')), null)).toBe(section)
    }
  })
})

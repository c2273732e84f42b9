// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { visibleSettingsLinks } from '../../src/features/settings/settings-links'

describe('visibleSettingsLinks (SPEC 2, Mobile settings)', () => {
  it('shows every link, in the spec order, when logged in', () => {
    expect(visibleSettingsLinks(true).map((l) => l.label)).toEqual([
      'My Profile',
      'My WishList',
      'My Cart',
      'Order History',
      'Support & Help',
      "FAQ's",
      'About Us',
      'Terms and Condition',
      'Privacy Policy',
    ])
  })

  it('hides profile, wishlist, cart and order history when logged out', () => {
    expect(visibleSettingsLinks(false).map((l) => l.label)).toEqual([
      'Support & Help',
      "FAQ's",
      'About Us',
      'Terms and Condition',
      'Privacy Policy',
    ])
  })
})

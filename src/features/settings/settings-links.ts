import { profileSectionPath } from '../account/public/profile-sections'

export interface SettingsLink {
  readonly label: string
  readonly to: string
  /** Only shown to a signed-in user (SPEC 2, Mobile settings). */
  readonly signedInOnly: boolean
}

/** The links of /my-setting, in the order SPEC 2 lists them. */
export const settingsLinks: readonly SettingsLink[] = [
  { label: 'My Profile', to: profileSectionPath('myAccount'), signedInOnly: true },
  { label: 'My WishList', to: '/wishlist', signedInOnly: true },
  { label: 'My Cart', to: '/cart', signedInOnly: true },
  { label: 'Order History', to: profileSectionPath('orderHistory'), signedInOnly: true },
  { label: 'Support & Help', to: profileSectionPath('supportHelp'), signedInOnly: false },
  { label: "FAQ's", to: profileSectionPath('faq'), signedInOnly: false },
  { label: 'About Us', to: '/about-us', signedInOnly: false },
  { label: 'Terms and Condition', to: '/tNc', signedInOnly: false },
  { label: 'Privacy Policy', to: '/privacy-policy', signedInOnly: false },
]

/** What a visitor or a signed-in user sees. */
export function visibleSettingsLinks(isLoggedIn: boolean): readonly SettingsLink[] {
  return settingsLinks.filter((link) => isLoggedIn || !link.signedInOnly)
}

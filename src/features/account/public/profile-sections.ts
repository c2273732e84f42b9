/** The four parts of /user-profile (SPEC 2, User profile), in sidebar order. */
export const PROFILE_SECTIONS = ['myAccount', 'orderHistory', 'supportHelp', 'faq'] as const
export type ProfileSection = (typeof PROFILE_SECTIONS)[number]

export const DEFAULT_PROFILE_SECTION: ProfileSection = 'myAccount'

export const profileSectionLabels: Readonly<Record<ProfileSection, string>> = {
  myAccount: 'My Account',
  orderHistory: 'Order History',
  supportHelp: 'Support & Help',
  faq: 'FAQ',
}

function isProfileSection(value: unknown): value is ProfileSection {
  return typeof value === 'string' && (PROFILE_SECTIONS as readonly string[]).includes(value)
}

/**
 * Which section to show: `?section=` first (a link or a reload keeps it), then the `page` value
 * of the navigation state (SPEC 2), else My Account. Unknown values fall through.
 */
export function profileSectionFrom(search: string, state: unknown): ProfileSection {
  const fromQuery = new URLSearchParams(search).get('section')
  if (isProfileSection(fromQuery)) return fromQuery
  const fromState = typeof state === 'object' && state !== null ? (state as { page?: unknown }).page : undefined
  return isProfileSection(fromState) ? fromState : DEFAULT_PROFILE_SECTION
}

/** The address of a section, for links from the sidebar, the footer and /my-setting. */
export function profileSectionPath(section: ProfileSection): string {
  return `/user-profile?section=${section}`
}

/** The header's tabs (SPEC 2, Layout). `isActive` decides which tab follows the current path. */
export interface HeaderTab {
  readonly label: string
  readonly to: string
  readonly isActive: (pathname: string) => boolean
}

export const headerTabs: readonly HeaderTab[] = [
  { label: 'Home', to: '/', isActive: (p) => p === '/' || p === '/home' },
  // a product page is part of exploring the catalogue
  { label: 'Explore', to: '/products', isActive: (p) => p === '/products' || p.startsWith('/product/') },
  { label: 'About', to: '/about-us', isActive: (p) => p === '/about-us' },
  { label: 'Contact Us', to: '/contact-us', isActive: (p) => p === '/contact-us' },
]

/** The bottom navbar under 700 px. Profile goes to /my-setting: under 800 px that is the account hub. */
export const mobileNavItems = [
  { label: 'Home', to: '/', icon: 'home', isActive: (p: string) => p === '/' || p === '/home' },
  { label: 'Explore', to: '/products', icon: 'explore', isActive: (p: string) => p === '/products' || p.startsWith('/product/') },
  { label: 'Blogs', to: '/blogs', icon: 'blogs', isActive: (p: string) => p === '/blogs' },
  { label: 'Profile', to: '/my-setting', icon: 'profile', isActive: (p: string) => p === '/my-setting' || p === '/user-profile' },
] as const

/** Footer quick links; the profile sections use the shared `?section=` query. */
export const footerQuickLinks = [
  { label: 'My Cart', to: '/cart' },
  { label: 'My Wishlist', to: '/wishlist' },
  { label: 'My Orders', to: '/user-profile?section=orderHistory' },
  { label: 'Order History', to: '/user-profile?section=orderHistory' },
  { label: 'Setting', to: '/user-profile?section=myAccount' },
] as const

export const footerAboutLinks = [
  { label: 'About Us', to: '/about-us' },
  { label: 'Contact Us', to: '/contact-us' },
  { label: 'Blogs', to: '/blogs' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms & Conditions', to: '/tNc' },
] as const

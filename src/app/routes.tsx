import type { RouteObject } from 'react-router-dom'
import { MainLayout } from '../features/layout/main-layout'
import { lazyRoute } from '../ui/lazy-route'
import { RequireNarrowWindow } from './require-narrow-window'
import { RequireSession } from './require-session'
import { RootLayout } from './root-layout'

/*
 * The route table of SPEC 2. Every page is its own lazily loaded chunk (lazyRoute). While the
 * first page's code loads, the page slot shows PageFallback inside the real header and footer,
 * so nothing moves when the page arrives. A page that throws is replaced by a friendly message
 * in the same slot, keeping the header and footer usable.
 * Keep each route's path ahead of its page's dynamic import: the benchmark reads this file to
 * name each chunk after its route (scripts/bench/route-table.mjs).
 */

/** Pages outside the main layout: the sign-in flows (AuthLayout holds their flow actors). */
const authRoutes: RouteObject = {
  ...lazyRoute(async () => (await import('../features/auth/auth-layout')).AuthLayout),
  children: [
    { path: 'login', ...lazyRoute(async () => (await import('../features/auth/login-page')).LoginPage) },
    { path: 'register', ...lazyRoute(async () => (await import('../features/auth/register-page')).RegisterPage) },
    {
      path: 'forget-password',
      ...lazyRoute(async () => (await import('../features/auth/forget-password-page')).ForgetPasswordPage),
    },
    { path: 'verify-otp', ...lazyRoute(async () => (await import('../features/auth/verify-otp-page')).VerifyOtpPage) },
  ],
}

/** SPEC 2 and 6: cart, wishlist, orders and profile need a signed-in user (checkout too, to be safe). */
const signedInRoutes: RouteObject = {
  element: <RequireSession />,
  children: [
    { path: 'cart', ...lazyRoute(async () => (await import('../features/cart/cart-page')).CartPage) },
    { path: 'wishlist', ...lazyRoute(async () => (await import('../features/wishlist/wishlist-page')).WishlistPage) },
    { path: 'checkout', ...lazyRoute(async () => (await import('../features/checkout/checkout-page')).CheckoutPage) },
    { path: 'user-profile', ...lazyRoute(async () => (await import('../features/account/profile-page')).ProfilePage) },
  ],
}

const mainLayoutRoutes: RouteObject = {
  element: <MainLayout />,
  children: [
    { index: true, ...lazyRoute(async () => (await import('../features/content/landing-page')).LandingPage) },
    { path: 'home', ...lazyRoute(async () => (await import('../features/content/landing-page')).LandingPage) },
    { path: 'blogs', ...lazyRoute(async () => (await import('../features/content/blogs-page')).BlogsPage) },
    { path: 'contact-us', ...lazyRoute(async () => (await import('../features/content/contact-page')).ContactPage) },
    { path: 'about-us', ...lazyRoute(async () => (await import('../features/content/about-page')).AboutPage) },
    { path: 'products', ...lazyRoute(async () => (await import('../features/catalogue/products-page')).ProductsPage) },
    { path: 'tNc', ...lazyRoute(async () => (await import('../features/content/terms-page')).TermsPage) },
    { path: 'privacy-policy', ...lazyRoute(async () => (await import('../features/content/privacy-page')).PrivacyPage) },
    { path: 'success-payment', ...lazyRoute(async () => (await import('../features/checkout/success-page')).SuccessPage) },
    { path: 'product/:id', ...lazyRoute(async () => (await import('../features/product/product-page')).ProductPage) },
    signedInRoutes,
    {
      // SPEC 2: /my-setting exists only while the window is under 800 px wide
      element: <RequireNarrowWindow />,
      children: [{ path: 'my-setting', ...lazyRoute(async () => (await import('../features/settings/settings-page')).SettingsPage) }],
    },
  ],
}

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      authRoutes,
      mainLayoutRoutes,
      // SPEC 2: any other path, outside the main layout, reads Page404
      { path: '*', ...lazyRoute(async () => (await import('./not-found-page')).NotFoundPage) },
    ],
  },
]

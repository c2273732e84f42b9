import type { RouteObject } from 'react-router-dom'
import { MainLayout } from '../features/layout/main-layout'
import { PageFallback } from '../ui/page-fallback'
import { RequireNarrowWindow } from './require-narrow-window'
import { RequireSession } from './require-session'
import { RootLayout } from './root-layout'
import { PageErrorBoundary, RootErrorBoundary } from './route-error'

/*
 * The route table of SPEC 2. Every page is its own lazily loaded chunk. While the first page's
 * code loads, the page slot shows PageFallback (HydrateFallback) inside the real header and
 * footer, so nothing moves when the page arrives. A page that throws is replaced by a friendly
 * message in the same slot, keeping the header and footer usable.
 */
const page = { HydrateFallback: PageFallback, ErrorBoundary: PageErrorBoundary } as const

/** Pages outside the main layout: the sign-in flows (AuthLayout holds their flow actors). */
const authRoutes: RouteObject = {
  ...page,
  lazy: async () => ({ Component: (await import('../features/auth/auth-layout')).AuthLayout }),
  children: [
    { ...page, path: 'login', lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }) },
    { ...page, path: 'register', lazy: async () => ({ Component: (await import('../features/auth/register-page')).RegisterPage }) },
    {
      ...page,
      path: 'forget-password',
      lazy: async () => ({ Component: (await import('../features/auth/forget-password-page')).ForgetPasswordPage }),
    },
    { ...page, path: 'verify-otp', lazy: async () => ({ Component: (await import('../features/auth/verify-otp-page')).VerifyOtpPage }) },
  ],
}

/** SPEC 2 and 6: cart, wishlist, orders and profile need a signed-in user (checkout too, to be safe). */
const signedInRoutes: RouteObject = {
  Component: RequireSession,
  children: [
    { ...page, path: 'cart', lazy: async () => ({ Component: (await import('../features/cart/cart-page')).CartPage }) },
    { ...page, path: 'wishlist', lazy: async () => ({ Component: (await import('../features/wishlist/wishlist-page')).WishlistPage }) },
    { ...page, path: 'checkout', lazy: async () => ({ Component: (await import('../features/checkout/checkout-page')).CheckoutPage }) },
    {
      ...page,
      path: 'user-profile',
      lazy: async () => ({ Component: (await import('../features/account/profile-page')).ProfilePage }),
    },
  ],
}

const mainLayoutRoutes: RouteObject = {
  Component: MainLayout,
  children: [
    { ...page, index: true, lazy: async () => ({ Component: (await import('../features/content/landing-page')).LandingPage }) },
    { ...page, path: 'home', lazy: async () => ({ Component: (await import('../features/content/landing-page')).LandingPage }) },
    { ...page, path: 'blogs', lazy: async () => ({ Component: (await import('../features/content/blogs-page')).BlogsPage }) },
    { ...page, path: 'contact-us', lazy: async () => ({ Component: (await import('../features/content/contact-page')).ContactPage }) },
    { ...page, path: 'about-us', lazy: async () => ({ Component: (await import('../features/content/about-page')).AboutPage }) },
    { ...page, path: 'products', lazy: async () => ({ Component: (await import('../features/catalogue/products-page')).ProductsPage }) },
    { ...page, path: 'tNc', lazy: async () => ({ Component: (await import('../features/content/terms-page')).TermsPage }) },
    {
      ...page,
      path: 'privacy-policy',
      lazy: async () => ({ Component: (await import('../features/content/privacy-page')).PrivacyPage }),
    },
    {
      ...page,
      path: 'success-payment',
      lazy: async () => ({ Component: (await import('../features/checkout/success-page')).SuccessPage }),
    },
    { ...page, path: 'product/:id', lazy: async () => ({ Component: (await import('../features/product/product-page')).ProductPage }) },
    signedInRoutes,
    {
      // SPEC 2: /my-setting exists only while the window is under 800 px wide
      Component: RequireNarrowWindow,
      children: [
        {
          ...page,
          path: 'my-setting',
          lazy: async () => ({ Component: (await import('../features/settings/settings-page')).SettingsPage }),
        },
      ],
    },
  ],
}

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    children: [
      authRoutes,
      mainLayoutRoutes,
      // SPEC 2: any other path, outside the main layout, reads Page404
      { ...page, path: '*', lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }) },
    ],
  },
]

import { memo, Suspense } from 'react'
import { Outlet } from 'react-router-dom'
import { PageFallback } from '../../ui/page-fallback'
import { CategoryBar } from './category-bar'
import { Footer } from './footer'
import { Header } from './header'
import { MobileNavbar } from './mobile-navbar'
import classes from './main-layout.module.css'

/*
 * Memoised: the layout re-renders on every navigation, including a listing's filter click (the
 * filters live in the URL). The header, bar and navbar follow the location themselves (their
 * own router hooks), and the footer never changes, so none of them needs the parent's render.
 */
const StableHeader = memo(Header)
const StableCategoryBar = memo(CategoryBar)
const StableFooter = memo(Footer)
const StableMobileNavbar = memo(MobileNavbar)

/**
 * The main layout of SPEC 2: header, category bar, the page, footer and the mobile navbar.
 * It owns the page's single <main> landmark, so pages render their content without one.
 */
export function MainLayout() {
  return (
    <div className={classes.layout}>
      <a href="#main-content" className={classes.skipLink}>
        Skip to main content
      </a>
      <StableHeader />
      <StableCategoryBar />
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <StableFooter />
      <StableMobileNavbar />
    </div>
  )
}

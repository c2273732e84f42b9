import { Suspense } from 'react'
import { Outlet } from 'react-router-dom'
import { PageFallback } from '../../ui/page-fallback'
import { CategoryBar } from './category-bar'
import { Footer } from './footer'
import { Header } from './header'
import { MobileNavbar } from './mobile-navbar'
import classes from './main-layout.module.css'

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
      <Header />
      <CategoryBar />
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <MobileNavbar />
    </div>
  )
}

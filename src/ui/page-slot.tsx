import { Suspense, type ComponentType } from 'react'
import { useLocation } from 'react-router-dom'
import { PageErrorBoundary } from './page-error-boundary'
import { PageFallback } from './page-fallback'

/**
 * Where a lazy page renders: PageFallback while its code loads on a first visit, a friendly
 * message if it throws or its code fails to load. Navigations are React transitions, so moving
 * between pages of one layout keeps the current page on screen until the next one is ready.
 * The error is forgotten when the address changes, so the next page gets its chance.
 */
export function PageSlot({ page: Page }: { page: ComponentType }) {
  const { pathname } = useLocation()
  return (
    <PageErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageFallback />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  )
}

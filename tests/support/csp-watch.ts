import type { Page } from '@playwright/test'

export interface CspViolation {
  readonly directive: string
  readonly blocked: string
  readonly source: string
}

/**
 * Records every Content-Security-Policy violation the page reports, across navigations and
 * reloads: an init script listens for `securitypolicyviolation` in each new document and hands
 * the details to the test. Call before the first navigation.
 */
export async function watchCspViolations(page: Page): Promise<CspViolation[]> {
  const violations: CspViolation[] = []
  await page.exposeFunction('__qualityReportCsp', (v: CspViolation) => violations.push(v))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __qualityReportCsp?: (v: unknown) => void }).__qualityReportCsp
      report?.({ directive: e.effectiveDirective, blocked: e.blockedURI, source: `${e.sourceFile}:${e.lineNumber}` })
    })
  })
  return violations
}

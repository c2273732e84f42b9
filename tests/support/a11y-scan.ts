import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { untilPassingToastsGone, untilSettled } from './settle'

/** WCAG 2.1 A and AA: the level our budget (Lighthouse accessibility 100, docs/quality.md) holds us to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const BLOCKING = new Set(['serious', 'critical'])
/** The main layout's own parts: children of the layout's root, beside <main>. */
const LAYOUT_PARTS = ['#root > div > header', '#root > div > nav', '#root > div > footer']

export interface A11yFinding {
  readonly where: string
  readonly rule: string
  readonly impact: string
  readonly targets: string[]
  readonly summary: string
}

/**
 * Collects axe findings over many screens and reports them together, so one run lists every
 * serious or critical violation (rule id, element, why) instead of stopping at the first.
 */
export function createA11yScanner(page: Page) {
  const findings: A11yFinding[] = []
  let scans = 0
  return {
    /**
     * Scans the page once it has settled and passing toasts have closed (with `toastsStay`,
     * the toasts on screen are scanned with it); `where` names the screen in the report.
     * The main layout (header, category bar, footer, mobile navbar) is scanned with the first
     * screen only: a scanner serves one width and one session, where the layout stays the same,
     * and axe's cost grows with the page, of which the layout is most.
     */
    async scan(where: string, { toastsStay = false } = {}): Promise<void> {
      // a toast known to stay (the 14 s code notice) is scanned as it is, without waiting for it
      if (!toastsStay) await untilPassingToastsGone(page)
      await untilSettled(page)
      let axe = new AxeBuilder({ page }).withTags(WCAG_TAGS)
      if (scans > 0) for (const part of LAYOUT_PARTS) axe = axe.exclude(part)
      const result = await axe.analyze()
      scans++
      for (const violation of result.violations) {
        if (!BLOCKING.has(violation.impact ?? '')) continue
        findings.push({
          where,
          rule: violation.id,
          impact: violation.impact ?? '',
          targets: violation.nodes.map((n) => n.target.join(' ')),
          summary: violation.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').trim() ?? violation.help,
        })
      }
    },
    get scans() {
      return scans
    },
    /** One line per finding: the screen, the rule, its impact, the elements and axe's reason. */
    report(): string[] {
      return findings.map((f) => `${f.where}: ${f.rule} (${f.impact}) at ${f.targets.slice(0, 5).join(', ')}: ${f.summary}`)
    },
  }
}

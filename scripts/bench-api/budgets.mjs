// The API's budgets under load (issue #18, point 7): the listing keeps at least a
// quarter of what a bare node:http endpoint of the same machine answers in the same run, and its
// p99 stays within 100 ms at 32 connections; no 5xx, no oversold unit, no duplicate order, ever.
export const BUDGETS = {
  /** Listing requests per second over the bare endpoint's. */
  listingRatioMin: 0.25,
  listingP99MaxMs: 100,
  /** The connections the p99 budget is stated at. */
  connections: 32,
  /**
   * Issue 26: no listing page, highlights answer, product answer, reviews page or server-rendered
   * page is larger than this on the wire (gzip), whatever the catalogue's history (answer-sizes.mjs).
   */
  answerGzipMaxBytes: 100 * 1024,
  /** Issue 30: 10,000 products import in under a minute on PostgreSQL (catalogue-import.mjs), created or rewritten. */
  catalogueImportMaxSeconds: 60,
}

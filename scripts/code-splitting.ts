import type { Rolldown } from 'vite'

/** Shared chunks smaller than this (bytes, before minifying) are merged into a neighbour. */
const SMALL_SHARED_CHUNK = 2000

/**
 * How the live build cuts the app into files (decision 0020). Left to itself Rolldown gives every
 * set of routes that shares a module a chunk of its own: the product page then fetched 39 files,
 * the listing 34, most under 1 KB (a Mantine Group, a use-id hook). On a phone's connection each
 * round of requests costs a round trip (562 ms on Slow 4G, six at a time over HTTP/1.1), so the
 * file count as much as the bytes held the page inert. Two groups:
 * - 'app': everything the entry imports statically (the `$initial` tag), in one file;
 * - 'shared': what two or more routes share, grouped by the routes that use it, with groups under
 *   SMALL_SHARED_CHUNK merged into the nearest: the product page fetches 22 files instead of
 *   39. A larger threshold (8,000) merged more, and put 5 KB of other pages' code on the landing.
 *
 * Mock mode keeps Rolldown's own cut (decision 0028, docs/quality.md). With both groups its first
 * visit grew to 321 KB: the devtools' explorer imports every route's machines, so grouping by
 * sharers put explorer code on the landing. With the 'app' group alone it was 6.5 KB smaller, but
 * the entry's evaluation then fell after the first paint, and Lighthouse's blocking time on the
 * mock listing and product page rose from about 100 ms to 265 to 430 ms.
 */
export const codeSplitting: Rolldown.OutputOptions['codeSplitting'] = {
  groups: [
    { name: 'app', tags: ['$initial'], priority: 2 },
    { name: 'shared', minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: SMALL_SHARED_CHUNK, priority: 1 },
  ],
}

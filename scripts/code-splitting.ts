import type { Rolldown } from 'vite'

type ChunkGroup = NonNullable<Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>['groups']>[number]

/** Shared chunks smaller than this (bytes, before minifying) are merged into a neighbour. */
const SMALL_SHARED_CHUNK = 2000

/** Everything the entry imports statically (the `$initial` tag), in one file. */
const appGroup: ChunkGroup = { name: 'app', tags: ['$initial'], priority: 2 }

/**
 * What two or more routes share, grouped by the routes that use it, with groups under
 * SMALL_SHARED_CHUNK merged into the nearest.
 */
const sharedGroup: ChunkGroup = { name: 'shared', minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: SMALL_SHARED_CHUNK, priority: 1 }

/**
 * How the live build cuts the app into files (decision 0020).
 * Left to itself Rolldown gives every set of routes that shares a module a chunk of its own: the product page then fetched 39 files, the
 * listing 34, most under 1 KB (a Mantine Group, a use-id hook). On a phone's connection each
 * round of requests costs a round trip (562 ms on Slow 4G, six at a time over HTTP/1.1), so the
 * file count as much as the bytes held the page inert. Two groups:
 * - 'app': the entry and its static imports in one file;
 * - 'shared': the product page fetches 22 files instead of 39. A larger threshold (8,000) merged
 *   more, and put 5 KB of other pages' code on the landing.
 */
export const codeSplitting: Rolldown.OutputOptions['codeSplitting'] = { groups: [appGroup, sharedGroup] }

/**
 * Mock mode's cut: the 'app' group only. Its first visit then fetches 29 files instead of 46, and
 * 235 KB gzip instead of 241.5 KB (xstate, Mantine and the services had been cut across a dozen
 * chunks, each compressed on its own). The 'shared' group is left out: the devtools' explorer
 * imports every route's machines, so grouping by sharers put explorer code in chunks the landing
 * fetches (321 KB).
 */
export const mockCodeSplitting: Rolldown.OutputOptions['codeSplitting'] = { groups: [appGroup] }

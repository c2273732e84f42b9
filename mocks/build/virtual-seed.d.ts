/** Provided by mocks/build/seed-asset-plugin.ts. */
declare module 'virtual:tanabana-mock-seed' {
  import type { DbState } from '../../seed/records'
  /** The fake backend's seed: fetched JSON in a build, built by faker in the dev server and tests. */
  export function loadSeedData(): Promise<DbState>
}

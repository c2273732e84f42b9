import { describe } from 'vitest'
import { backendKind, type BackendKind } from '../../support/backend-under-test'

/** Something a backend under test may not have; each is named with why below. */
export type Capability = 'durability' | 'rateLimits' | 'securityHeaders' | 'providerVerification' | 'streamingMultipart' | 'pictureSizes'

/**
 * What each backend lacks, and why: the one place where the shared API suite (tests/api) may
 * leave a test out on a backend. Everything not listed runs, unchanged, on both.
 */
export const LACKS: { readonly [B in BackendKind]: Partial<Record<Capability, string>> } = {
  fake: {
    durability:
      'keeps its data in memory (or the browser’s localStorage): nothing survives a restart of the process. ' +
      'The store’s restarts are tested in tests/server/ (store-server, durability).',
    rateLimits:
      'counts no attempts per email or per client address: one browser’s own fake has one visitor. ' +
      'The store’s limits (server/http/rate-limits.ts) are tested in tests/server/rate-limits.test.ts.',
    securityHeaders:
      'answers the API only; in mock mode the page and its CSP, nosniff and framing headers come from ' +
      '`vite preview`, and its HTTP form (mocks/http/api-server.ts) serves the bench’s live build, not buyers.',
    providerVerification:
      'takes `mock-google:` and `mock-facebook:` tokens on its own word and never asks Google or Facebook. ' +
      'The server asks the provider: here a stand-in (tests/support/social-provider-stand-in.ts) that vouches ' +
      'for the same tokens, so the social sign-in tests run on both.',
    streamingMultipart:
      'parses a multipart body whole (`Request.formData`) before counting its parts: its one visitor is the ' +
      'browser it runs in. It refuses the same bodies with the same messages, only not before reading them; ' +
      'the server streams the body and stops at the first part over a limit (server/http/multipart-form.ts).',
    pictureSizes:
      'cannot decode or resize a picture (it runs in a browser tab, or in Node for these tests, without an image ' +
      'library): it judges a catalogue picture by the same rule (bytes, type, size, the pixels its header declares), ' +
      'keeps it as sent (the browser’s at the gallery’s size) and answers each size’s address with it, so a srcset ' +
      'works in mock mode. The server decodes it, turns it upright, drops its metadata and makes every size.',
  },
  server: {},
  postgres: {},
}

/** Whether the backend of this run lacks `capability`. */
export const lacks = (capability: Capability): boolean => capability in LACKS[backendKind()]

/** A `describe` whose tests are left out (skipped, never failed) on a backend that lacks `capability`. */
export function describeWith(capability: Capability, name: string, body: () => void): void {
  describe.skipIf(lacks(capability))(`${name} (needs ${capability})`, () => {
    body()
  })
}

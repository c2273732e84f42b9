import { fromPromise } from 'xstate'
import type { SocialProvider } from '../../../machines/social-sign-in.machine'
import { providerClientIds } from './provider-config'

/**
 * How this build gets a provider token for the social sign-in machine. Each adapter is its own
 * chunk, fetched on the first click: mock mode asks the stand-in dialog, a live build loads the
 * provider's SDK. The mock test is written out here (not imported) so Vite replaces it with a
 * literal and the bundler drops the stand-in from a live build.
 */
export const obtainProviderToken = fromPromise<string, { provider: SocialProvider }>(async ({ input, signal }) => {
  if (import.meta.env.VITE_MOCK === 'true') {
    const { standInProvider } = await import('./stand-in-provider')
    return standInProvider.request(input.provider, signal)
  }
  if (input.provider === 'google') {
    const { requestGoogleAccessToken } = await import('./google-identity')
    return requestGoogleAccessToken(providerClientIds.google, signal)
  }
  const { requestFacebookAccessToken } = await import('./facebook-sdk')
  return requestFacebookAccessToken(providerClientIds.facebook, signal)
})

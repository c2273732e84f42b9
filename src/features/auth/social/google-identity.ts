import { SocialProviderError } from '../../../machines/social-sign-in.machine'
import { loadScriptOnce } from './load-script'

/*
 * Google Identity Services, token model: a popup in which the buyer picks an account, answering
 * an OAuth access token that our server's /user/google-auth checks (SPEC 7).
 * https://developers.google.com/identity/oauth2/web/guides/use-token-model
 */
const GIS_SRC = 'https://accounts.google.com/gsi/client'

interface TokenResponse {
  access_token?: string
  error?: string
  error_description?: string
}
interface TokenClient {
  requestAccessToken(overrides?: { prompt?: string }): void
}
interface GoogleOAuth2 {
  initTokenClient(config: {
    client_id: string
    scope: string
    callback: (response: TokenResponse) => void
    error_callback?: (error: { type: string; message?: string }) => void
  }): TokenClient
}
declare global {
  interface Window {
    google?: { accounts?: { oauth2?: GoogleOAuth2 } }
  }
}

const unavailable = () => new SocialProviderError('Google sign-in could not be loaded. Please try again.')

export async function requestGoogleAccessToken(clientId: string, signal: AbortSignal): Promise<string> {
  await loadScriptOnce(GIS_SRC).catch(() => {
    throw unavailable()
  })
  const oauth2 = window.google?.accounts?.oauth2
  if (!oauth2) throw unavailable()
  return new Promise<string>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(new SocialProviderError('Google sign-in was cancelled', true)), { once: true })
    const client = oauth2.initTokenClient({
      client_id: clientId,
      scope: 'openid email profile',
      callback: (response) => {
        if (response.access_token) resolve(response.access_token)
        else reject(new SocialProviderError(response.error_description || 'Google sign-in did not complete', response.error === 'access_denied'))
      },
      error_callback: (error) => {
        if (error.type === 'popup_closed') reject(new SocialProviderError('Google sign-in was cancelled', true))
        else if (error.type === 'popup_failed_to_open') reject(new SocialProviderError('Please allow pop-ups to sign in with Google'))
        else reject(new SocialProviderError('Google sign-in did not complete'))
      },
    })
    client.requestAccessToken()
  })
}

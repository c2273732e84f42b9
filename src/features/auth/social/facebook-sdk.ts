import { SocialProviderError } from '../../../machines/social-sign-in.machine'
import { loadScriptOnce } from './load-script'

/*
 * Facebook's JavaScript SDK: FB.login opens the provider's dialog and answers an access token
 * that our server's /facebook-login checks (SPEC 7).
 * https://developers.facebook.com/docs/facebook-login/web
 */
const SDK_SRC = 'https://connect.facebook.net/en_US/sdk.js'
const GRAPH_VERSION = 'v21.0'

interface LoginResponse {
  status?: string
  authResponse?: { accessToken?: string } | null
}
interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void
  login(callback: (response: LoginResponse) => void, options?: { scope?: string }): void
}
declare global {
  interface Window {
    FB?: FacebookSdk
  }
}

let initialisedFor: string | null = null

export async function requestFacebookAccessToken(appId: string, signal: AbortSignal): Promise<string> {
  await loadScriptOnce(SDK_SRC).catch(() => {
    throw new SocialProviderError('Facebook sign-in could not be loaded. Please try again.')
  })
  const fb = window.FB
  if (!fb) throw new SocialProviderError('Facebook sign-in could not be loaded. Please try again.')
  if (initialisedFor !== appId) {
    fb.init({ appId, version: GRAPH_VERSION, cookie: false, xfbml: false })
    initialisedFor = appId
  }
  return new Promise<string>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(new SocialProviderError('Facebook sign-in was cancelled', true)), { once: true })
    fb.login(
      (response) => {
        const token = response.authResponse?.accessToken
        // no authResponse: the buyer closed the dialog or declined
        if (token) resolve(token)
        else reject(new SocialProviderError('Facebook sign-in was cancelled', true))
      },
      { scope: 'public_profile,email' },
    )
  })
}

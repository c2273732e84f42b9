import { SocialProviderError, type SocialProvider } from '../../../machines/social-sign-in.machine'

/*
 * Mock mode's stand-in for Google and Facebook. Like the real SDKs it lives outside React: a
 * request opens the stand-in dialog (which subscribes here) and settles when the buyer confirms
 * or cancels. The token it yields is one the fake backend accepts:
 * `mock-google:<email>:<name>` / `mock-facebook:<email>:<name>`.
 */
export interface StandInRequest {
  readonly provider: SocialProvider
  confirm(identity: { email: string; name: string }): void
  cancel(): void
}

let current: StandInRequest | null = null
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

export function standInToken(provider: SocialProvider, identity: { email: string; name: string }): string {
  return `mock-${provider}:${identity.email.trim()}:${identity.name.trim()}`
}

export const standInProvider = {
  request(provider: SocialProvider, signal: AbortSignal): Promise<string> {
    return new Promise<string>((resolve, reject) => {
      const settle = () => {
        if (current === request) {
          current = null
          emit()
        }
      }
      const request: StandInRequest = {
        provider,
        confirm: (identity) => {
          settle()
          resolve(standInToken(provider, identity))
        },
        cancel: () => {
          settle()
          reject(new SocialProviderError('Sign-in was cancelled', true))
        },
      }
      signal.addEventListener('abort', request.cancel, { once: true })
      current = request
      emit()
    })
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  getSnapshot: (): StandInRequest | null => current,
}

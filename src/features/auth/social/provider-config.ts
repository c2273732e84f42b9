import type { SocialProvider } from '../../../machines/social-sign-in.machine'

/*
 * Which providers this build can offer. In mock mode a stand-in provider always works; live,
 * a provider needs its client id (VITE_GOOGLE_CLIENT_ID, VITE_FACEBOOK_APP_ID) at build time.
 */
export const isMockMode = import.meta.env.VITE_MOCK === 'true'

export const providerClientIds: Readonly<Record<SocialProvider, string>> = {
  google: import.meta.env.VITE_GOOGLE_CLIENT_ID ?? '',
  facebook: import.meta.env.VITE_FACEBOOK_APP_ID ?? '',
}

export const providerAvailability: Readonly<Record<SocialProvider, boolean>> = {
  google: isMockMode || providerClientIds.google !== '',
  facebook: isMockMode || providerClientIds.facebook !== '',
}

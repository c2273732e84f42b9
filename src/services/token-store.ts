/**
 * The bearer token in memory, read by the HTTP client on every call. The session machine is
 * the only writer; storage persistence lives in the session machine's actions.
 */
let currentToken: string | null = null

export const tokenStore = {
  get: (): string | null => currentToken,
  set: (token: string | null): void => {
    currentToken = token
  },
}

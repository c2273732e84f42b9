/**
 * Every way a call can fail, as one tagged union. Machines switch on `_tag`; views show
 * `message` only where SPEC 8 says the server's message is shown.
 */
export type ApiError = NetworkError | TimeoutError | HttpError | DecodeError | AbortedError

abstract class ApiErrorBase extends Error {
  abstract readonly _tag: ApiError['_tag']
  /** The server's own words (`msg` or `message`), when it sent any. */
  readonly serverMessage: string | undefined = undefined
}

/** The request never got an answer: offline, DNS, CORS, a refused connection. */
export class NetworkError extends ApiErrorBase {
  readonly _tag = 'NetworkError'
  constructor(readonly endpoint: string, options?: { cause?: unknown }) {
    super(`Network failure calling ${endpoint}`, options)
  }
}

/** No answer within the client's timeout. */
export class TimeoutError extends ApiErrorBase {
  readonly _tag = 'TimeoutError'
  constructor(readonly endpoint: string, readonly timeoutMs: number) {
    super(`${endpoint} did not answer within ${timeoutMs} ms`)
  }
}

/** The caller cancelled (a newer filter, a closed screen). Never shown to the user. */
export class AbortedError extends ApiErrorBase {
  readonly _tag = 'AbortedError'
  constructor(readonly endpoint: string) {
    super(`${endpoint} was cancelled`)
  }
}

/** The server answered with a non-2xx status. */
export class HttpError extends ApiErrorBase {
  readonly _tag = 'HttpError'
  override readonly serverMessage: string | undefined
  constructor(readonly endpoint: string, readonly status: number, serverMessage: string | undefined) {
    super(serverMessage ?? `${endpoint} answered HTTP ${status}`)
    this.serverMessage = serverMessage
  }
}

/** The server answered 2xx, but not with what the contract promises. */
export class DecodeError extends ApiErrorBase {
  readonly _tag = 'DecodeError'
  constructor(readonly endpoint: string, readonly detail: string) {
    super(`${endpoint} answered a malformed response: ${detail}`)
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiErrorBase
}

export function isAborted(e: unknown): boolean {
  return e instanceof AbortedError
}

/** The server's message if there is one, else the fallback SPEC 8 gives for the situation. */
export function serverMessageOr(e: unknown, fallback: string): string {
  return (isApiError(e) && e.serverMessage) || fallback
}

/** The server refused for too many attempts (429): its message says how long to wait. */
export function isTooManyAttempts(e: unknown): boolean {
  return e instanceof HttpError && e.status === 429
}

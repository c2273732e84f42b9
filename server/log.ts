/*
 * The server's one way to speak: the operator's terminal or the process manager's log. Never
 * a token, a password, a one-time code or a request body.
 */
/* oxlint-disable no-console */
export const log = {
  info: (...parts: unknown[]): void => console.log(...parts),
  error: (...parts: unknown[]): void => console.error(...parts),
}

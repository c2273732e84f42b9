/**
 * Where to go after signing in: the page the login guard saved in `location.state.from`, or
 * home. Only an in-app path is accepted, so a crafted state cannot send the buyer off-site
 * (`//host` is protocol-relative, hence refused).
 */
export function redirectTargetFrom(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : null
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/'
  return from
}

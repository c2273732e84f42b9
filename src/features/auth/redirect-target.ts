import { isInAppPath } from '../../lib/safe-link'

/**
 * Where to go after signing in: the page the login guard saved in `location.state.from`, or
 * home. Only an in-app path is accepted (src/lib/safe-link), so a crafted state cannot send the
 * buyer off-site: `//host` and `/\host` are protocol-relative, `javascript:` is not a path.
 */
export function redirectTargetFrom(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : null
  return isInAppPath(from) ? from : '/'
}

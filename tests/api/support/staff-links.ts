/**
 * The token of a one-time set-password link as POST /admin/staff answers its path: in the query
 * (`?token=`), in the fragment (`#token=` or `#<token>`), or as the path's last segment.
 */
export function linkToken(setPasswordPath: string): string {
  const url = new URL(setPasswordPath, 'http://store.invalid')
  const fromHash = url.hash.slice(1)
  const token =
    url.searchParams.get('token') ??
    new URLSearchParams(fromHash).get('token') ??
    (fromHash || decodeURIComponent(url.pathname.split('/').at(-1) ?? ''))
  if (!token || token === 'set-password') throw new Error(`no token in the link ${setPasswordPath}`)
  return token
}

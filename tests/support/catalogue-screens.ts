import { server } from '../../mocks/node'
import { solidPngBytes } from './solid-png'

/*
 * What the catalogue screens' component tests share: real pictures to upload, and the staff
 * calls a test made (to say what was, and was not, sent).
 */

/** A small real PNG named `name`, `side` pixels square. */
export const pngFile = (name: string, side: number): File =>
  new File([solidPngBytes(side, side, [40, 60, 140]) as BlobPart], name, { type: 'image/png' })

/** Every staff call made from now on: method and path. */
export function staffCalls(): () => { method: string; path: string }[] {
  const calls: { method: string; path: string }[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (url.pathname.startsWith('/api/admin/')) calls.push({ method: request.method, path: url.pathname })
  })
  return () => calls
}

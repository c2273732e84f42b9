import { http, HttpResponse, type HttpHandler } from 'msw'
import { pictureSizeOf } from '../../contracts/picture-sizes'
import { MEDIA_PREFIX } from '../../seed/media/media-urls'
import { isSwatchPattern, swatchSvg } from '../../seed/media/swatch-svg'
import type { BackendContext } from '../use-cases/backend-context'

/** Generated pictures never change for a URL, so the browser may keep them for a day. */
const svgHeaders = { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' }

/** An upload's address never serves other bytes (each upload gets a new random id), as on the server. */
const UPLOAD_CACHE = 'public, max-age=31536000, immutable'

const notFound = () => new HttpResponse(null, { status: 404 })

/*
 * Avatars and uploads load with their first picture (all-handlers.ts): the landing shows neither.
 * The swatches are the catalogue's pictures, on every first page.
 */
const avatars = () => import('../../seed/media/avatar-svg')
const uploads = () => import('../use-cases/uploads')

/** Product swatches, avatars and uploaded pictures under MEDIA_PREFIX (/media/). */
export function mediaHandlers(backend: BackendContext): HttpHandler[] {
  return [
    http.get(`*${MEDIA_PREFIX}/swatch/:pattern/:hex/:variant`, ({ params }) => {
      const pattern = String(params.pattern)
      const hex = String(params.hex)
      const variant = Number.parseInt(String(params.variant), 10)
      if (!isSwatchPattern(pattern) || !/^[0-9a-f]{6}$/i.test(hex) || !(variant >= 1 && variant <= 9)) return notFound()
      return new HttpResponse(swatchSvg(pattern, hex, variant), { headers: svgHeaders })
    }),
    http.get(`*${MEDIA_PREFIX}/avatar/:name`, async ({ params }) => {
      const name = String(params.name).replace(/\.svg$/, '')
      return new HttpResponse((await avatars()).avatarSvg(name), { headers: svgHeaders })
    }),
    http.get(`*${MEDIA_PREFIX}/upload/:id`, async ({ params }) => {
      const upload = (await uploads()).readUpload(backend, String(params.id))
      if (!upload) return notFound()
      return new HttpResponse(upload.bytes, { headers: { 'Content-Type': upload.contentType, 'Cache-Control': UPLOAD_CACHE } })
    }),
    // a catalogue picture's sizes (contracts/picture-sizes.ts): the fake cannot resize, so every
    // size answers the picture it kept, in its own type; a buyer's picture has no sizes, as on the server
    http.get(`*${MEDIA_PREFIX}/upload/:id/:file`, async ({ params }) => {
      const picture = pictureSizeOf(String(params.file)) ? (await uploads()).readCataloguePicture(backend, String(params.id)) : null
      if (!picture) return notFound()
      return new HttpResponse(picture.bytes, { headers: { 'Content-Type': picture.contentType, 'Cache-Control': UPLOAD_CACHE } })
    }),
  ]
}

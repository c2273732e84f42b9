import type { Hono } from 'hono'
import { PICTURE_FORMATS, pictureSizeOf } from '../../contracts/picture-sizes'
import { avatarSvg } from '../../seed/media/avatar-svg'
import { MEDIA_PREFIX } from '../../seed/media/media-urls'
import { isSwatchPattern, swatchSvg } from '../../seed/media/swatch-svg'
import type { ServerContext } from '../domain/context'
import { readUpload, readUploadSize } from '../domain/uploads'

/** A picture at a given address never changes (uploads get new random ids), so browsers keep it. */
const FOREVER = 'public, max-age=31536000, immutable'
/** The catalogue's generated pictures may be restyled by a release: a day. */
const A_DAY = 'public, max-age=86400'

/**
 * The store's pictures under /media: the catalogue's generated fabric swatches and avatars (the
 * same generator as mock mode), and the pictures buyers and staff upload, served from the database
 * so any server process can answer. Uploads go out as their bytes with their sniffed type only; a
 * catalogue picture's sizes (contracts/picture-sizes.ts) at `<its address>/<size>.<format>`.
 */
export function registerMediaRoutes(app: Hono, ctx: ServerContext): void {
  app.get(`${MEDIA_PREFIX}/swatch/:pattern/:hex/:variant`, (c) => {
    const pattern = c.req.param('pattern')
    const hex = c.req.param('hex')
    const variant = Number.parseInt(c.req.param('variant'), 10)
    if (!isSwatchPattern(pattern) || !/^[0-9a-f]{6}$/i.test(hex) || !(variant >= 1 && variant <= 9)) return c.notFound()
    return c.body(swatchSvg(pattern, hex, variant), 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': A_DAY })
  })
  app.get(`${MEDIA_PREFIX}/avatar/:name`, (c) => {
    const name = c.req.param('name').replace(/\.svg$/, '')
    return c.body(avatarSvg(name), 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': A_DAY })
  })
  app.get(`${MEDIA_PREFIX}/upload/:id`, async (c) => {
    const upload = await readUpload(ctx, c.req.param('id'))
    if (!upload) return c.notFound()
    const bytes = new Uint8Array(upload.bytes)
    return c.body(bytes, 200, { 'Content-Type': upload.contentType, 'Cache-Control': FOREVER, 'Content-Disposition': 'inline' })
  })
  app.get(`${MEDIA_PREFIX}/upload/:id/:file`, async (c) => {
    const wanted = pictureSizeOf(c.req.param('file'))
    const bytes = wanted ? await readUploadSize(ctx, c.req.param('id'), wanted.size, wanted.format) : null
    if (!wanted || !bytes) return c.notFound()
    return c.body(new Uint8Array(bytes), 200, { 'Content-Type': PICTURE_FORMATS[wanted.format], 'Cache-Control': FOREVER, 'Content-Disposition': 'inline' })
  })
}

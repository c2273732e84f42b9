import Busboy from '@fastify/busboy'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { MAX_FORM_PARTS, MAX_PART_NAME_BYTES, MAX_TEXT_PART_BYTES } from '../../contracts/limits'
import { RequestRefusal, type MultipartReader } from '../../contracts/request-decoding'
import { MAX_UPLOAD_BYTES } from '../../contracts/upload-rules'

/**
 * The server's multipart reader: streams the body through busboy (the parser multer and Fastify
 * build on) and stops at the first part over a limit, without reading the rest. `Request.formData`
 * parses a whole body before anyone can count its parts, in one synchronous run: 40,000 made-up
 * field names (2.4 MB) held the event loop for 0.6 to 1 s, every other buyer waiting.
 *
 * A file part is read up to `fileBytes` (a buyer's picture: one byte past MAX_UPLOAD_BYTES, which
 * tells it is too large: rules/uploads.ts answers 413), and no more of it is kept in memory.
 */
export const multipartStreamReader = ({ fileBytes }: { readonly fileBytes: number }): MultipartReader => (request, collector) =>
  new Promise<void>((resolve, reject) => {
    const contentType = request.headers.get('content-type') ?? ''
    if (!request.body || !/^multipart\/form-data\b/i.test(contentType)) {
      reject(new RequestRefusal('Invalid multipart body'))
      return
    }
    let parser: InstanceType<typeof Busboy>
    try {
      parser = new Busboy({
        headers: { 'content-type': contentType },
        limits: {
          parts: MAX_FORM_PARTS,
          fieldSize: MAX_TEXT_PART_BYTES,
          fieldNameSize: MAX_PART_NAME_BYTES,
          fileSize: fileBytes,
        },
      })
    } catch {
      reject(new RequestRefusal('Invalid multipart body')) // no boundary, or an unknown type
      return
    }
    const source = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>)
    const files: Promise<void>[] = []
    let settled = false
    const refuse = (error: unknown) => {
      if (settled) return
      settled = true
      source.unpipe(parser)
      source.destroy()
      reject(error instanceof RequestRefusal ? error : new RequestRefusal('Invalid multipart body'))
    }
    const tryTo = (step: () => void) => {
      try {
        step()
      } catch (error) {
        refuse(error)
      }
    }

    parser.on('field', (name, value, nameTruncated, valueTruncated) =>
      tryTo(() => {
        collector.countPart()
        if (valueTruncated) throw new RequestRefusal(`Invalid multipart body: a text part is longer than ${MAX_TEXT_PART_BYTES} bytes`)
        if (!nameTruncated) collector.add(name, value)
      }),
    )
    parser.on('file', (name, stream, filename, _encoding, mimeType) =>
      tryTo(() => {
        collector.countPart()
        if (!collector.wants(name)) {
          stream.resume() // a part nobody asked for: its bytes pass by, unkept
          return
        }
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        files.push(
          new Promise<void>((done) =>
            stream.on('end', () => {
              tryTo(() => collector.add(name, new File([new Uint8Array(Buffer.concat(chunks))], filename, { type: mimeType })))
              done()
            }),
          ),
        )
      }),
    )
    parser.on('partsLimit', () => refuse(new RequestRefusal(`Invalid multipart body: more than ${MAX_FORM_PARTS} parts`)))
    parser.on('error', refuse)
    source.on('error', refuse)
    parser.on('finish', () => {
      void Promise.all(files).then(() => {
        if (settled) return
        settled = true
        resolve()
      })
    })
    source.pipe(parser)
  })

/** The buyer API's reader: a profile or review picture is read up to one byte past MAX_UPLOAD_BYTES. */
export const readMultipartStream: MultipartReader = multipartStreamReader({ fileBytes: MAX_UPLOAD_BYTES + 1 })

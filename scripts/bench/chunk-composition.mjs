// What a built chunk is made of: its bytes attributed to npm packages and source folders through
// the build's source map (built with `--sourcemap hidden`, so the JS itself is byte-for-byte the
// production file). For the report only: it names the biggest wins, it sets no budget.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSizeOfBuffer } from './gzip-size.mjs'

/** 'node_modules/@mantine/core/esm/x.mjs' -> '@mantine/core'; 'src/app/x.tsx' -> 'src/app'. */
function partOf(source) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)
  if (pkg) return pkg[1]
  const own = /(?:^|\/)((?:src|contracts|mocks)\/[^/]+)/.exec(source)
  return own ? own[1] : 'other'
}

/**
 * The parts of one chunk, largest first: raw bytes of generated code per part, and that code
 * gzipped on its own (an estimate: it compresses a little worse alone than inside the chunk).
 */
export async function chunkComposition(distDir, file, { top = 12 } = {}) {
  const path = join(distDir, file)
  if (!existsSync(`${path}.map`)) throw new Error(`${file} has no source map (build with --sourcemap hidden)`)
  // source-map-js comes with Vite (through PostCSS); loaded only here
  const { SourceMapConsumer } = await import('source-map-js')
  const lines = readFileSync(path, 'utf8').split('\n')
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(`${path}.map`, 'utf8')))
  const mappings = []
  consumer.eachMapping((m) => mappings.push(m))
  mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn)
  const code = new Map()
  mappings.forEach((m, i) => {
    const next = mappings[i + 1]
    const line = lines[m.generatedLine - 1] ?? ''
    const end = next && next.generatedLine === m.generatedLine ? next.generatedColumn : line.length
    const part = partOf(m.source ?? '')
    code.set(part, (code.get(part) ?? '') + line.slice(m.generatedColumn, end))
  })
  return [...code]
    .map(([part, text]) => ({ part, raw: text.length, gzipAlone: gzipSizeOfBuffer(Buffer.from(text)) }))
    .sort((a, b) => b.raw - a.raw)
    .slice(0, top)
}

import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository's root. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { deflateSync } from 'node:zlib'
import { afterAll } from 'vitest'
import type { EndpointName, ResponseJsonOf } from '../../contracts/endpoints'
import { startThrowawayPostgres, type ThrowawayPostgres } from '../support/postgres-cluster'

/*
 * Real store processes for the durability and multi-process tests: `node --import tsx
 * server/main.ts` as a deployment runs it, spoken to over HTTP only. Every process started here
 * is remembered, so a file's afterAll can kill whatever a failing test left running.
 */

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** What a test file's server processes need around them. */
export interface StoreRoom {
  /** A new temporary folder, removed after the file. */
  readonly root: string
  /** An empty folder inside it: the processes serve the API alone. */
  readonly staticDir: string
  /** A throwaway PostgreSQL server, started on first use and stopped after the file. */
  postgres(): Promise<ThrowawayPostgres>
}

/**
 * The room of a test file's server processes, and its clean-up after the file: every process
 * killed, the cluster stopped, the folder removed. Call it at the top of the file.
 */
export function storeRoom(label: string): StoreRoom {
  const root = mkdtempSync(join(tmpdir(), `tanabana-${label}-`))
  const staticDir = join(root, 'empty-site')
  mkdirSync(staticDir)
  let cluster: Promise<ThrowawayPostgres> | null = null
  afterAll(async () => {
    await killServerProcesses()
    try {
      if (cluster) (await cluster).stop()
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  }, 30_000)
  return { root, staticDir, postgres: () => (cluster ??= startThrowawayPostgres()) }
}
/** A first start on a new embedded database runs initdb in WebAssembly: seconds, not milliseconds. */
const START_TIMEOUT_MS = 45_000
const STOP_TIMEOUT_MS = 10_000

export interface Exit {
  readonly code: number | null
  readonly signal: NodeJS.Signals | null
}

export interface ServerProcess {
  readonly origin: string
  readonly pid: number
  /** What the process printed so far (stdout and stderr), for failure messages. */
  output(): string
  readonly exited: Promise<Exit>
  /** SIGTERM: a graceful stop (main.ts closes the server and the database). SIGKILL: `kill -9`. */
  stop(signal: 'SIGTERM' | 'SIGKILL'): Promise<Exit>
}

const children = new Set<ChildProcess>()

/** The settings main.ts reads: nothing of this machine's own environment may leak in. */
const SERVER_SETTINGS = /^(PORT|HOST|DATABASE_URL|DATABASE_POOL_SIZE|DATA_DIR|STATIC_DIR|TOKEN_SECRET|RATE_LIMIT_.*|TRUST_PROXY|PUBLIC_ORIGIN|GOOGLE_.*|FACEBOOK_.*|OTP_DELIVERY|SMTP_.*|ALLOW_CODES_IN_ANSWER|CATALOGUE_CACHE_.*|NODE_ENV|VITE_.*)$/

export interface ServerSettings {
  /** An empty folder: the API alone, no storefront build. */
  readonly staticDir: string
  readonly databaseUrl?: string
  readonly dataDir?: string
  /** More settings of the process's environment (NODE_ENV, OTP_DELIVERY, ...). */
  readonly env?: Readonly<Record<string, string>>
}

function envFor(settings: ServerSettings): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !SERVER_SETTINGS.test(name)))
  // port 0: the system picks a free port and main.ts prints which, so two processes never race for one
  env.PORT = '0'
  env.HOST = '127.0.0.1'
  env.STATIC_DIR = settings.staticDir
  if (settings.databaseUrl) env.DATABASE_URL = settings.databaseUrl
  if (settings.dataDir) env.DATA_DIR = settings.dataDir
  return { ...env, ...settings.env }
}

/** Starts a process and keeps it: resolves with its exit (no address) when it ends before serving. */
function spawnServer(settings: ServerSettings) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: REPO_ROOT, env: envFor(settings), stdio: ['ignore', 'pipe', 'pipe'] })
  children.add(child)
  let output = ''
  child.stdout.setEncoding('utf8').on('data', (text: string) => (output += text))
  child.stderr.setEncoding('utf8').on('data', (text: string) => (output += text))
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => {
      children.delete(child)
      resolve({ code, signal })
    })
  })
  return { child, exited, output: () => output }
}

/** Starts `server/main.ts` and waits for "Tanabana is running at <origin>". */
export async function startServerProcess(settings: ServerSettings): Promise<ServerProcess> {
  const { child, exited, output } = spawnServer(settings)
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`The server did not start within ${START_TIMEOUT_MS} ms:\n${output()}`))
    }, START_TIMEOUT_MS)
    const onData = () => {
      const match = /Tanabana is running at (http:\/\/\S+)/.exec(output())
      if (!match?.[1]) return
      clearTimeout(timer)
      child.stdout.off('data', onData)
      resolve(match[1])
    }
    child.stdout.on('data', onData)
    void exited.then((exit) => {
      clearTimeout(timer)
      reject(new Error(`The server exited (${exit.code ?? exit.signal}) before serving:\n${output()}`))
    })
  })
  return {
    origin,
    pid: child.pid ?? -1,
    output,
    exited,
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      const timeout = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`The server did not stop on ${signal} within ${STOP_TIMEOUT_MS} ms:\n${output()}`)), STOP_TIMEOUT_MS).unref(),
      )
      return Promise.race([exited, timeout])
    },
  }
}

/**
 * Starts a process that is expected to refuse to start: its exit and what it printed. One that
 * starts serving after all is killed at once (its exit then shows the SIGKILL).
 */
export async function expectRefusedStart(settings: ServerSettings): Promise<Exit & { output: string }> {
  const { child, exited, output } = spawnServer(settings)
  const timer = setTimeout(() => child.kill('SIGKILL'), START_TIMEOUT_MS)
  child.stdout.on('data', () => {
    if (output().includes('Tanabana is running at')) child.kill('SIGKILL')
  })
  const exit = await exited
  clearTimeout(timer)
  return { ...exit, output: output() }
}

/** Kills every process still running (a failed test's leftovers) and waits for them to go. */
export async function killServerProcesses(): Promise<void> {
  const left = [...children]
  await Promise.all(
    left.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve()
          child.once('exit', () => resolve())
          child.kill('SIGKILL')
        }),
    ),
  )
}

// ---- HTTP -------------------------------------------------------------------------------------

export interface Answer<T> {
  readonly status: number
  readonly body: T
}

export interface RequestOptions {
  readonly token?: string
  readonly json?: unknown
  readonly form?: FormData
  readonly headers?: Readonly<Record<string, string>>
}

/** One API call; the body is parsed as JSON (every API answer is JSON, errors `{ msg }`). */
export async function call<T = unknown>(origin: string, method: string, path: string, options: RequestOptions = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  let body: string | FormData | undefined
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.json)
  } else if (options.form) body = options.form
  const response = await fetch(`${origin}${path}`, { method, headers, body })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = JSON.parse(text)
  } catch {
    // not JSON: the test reports the text
  }
  return { status: response.status, body: parsed as T }
}

/** A call that must answer 200: anything else fails with the status and the body (429 named as such). */
export async function ok<T = unknown>(origin: string, method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const answer = await call<T>(origin, method, path, options)
  if (answer.status === 429) throw new Error(`${method} ${path} was rate limited (429): ${JSON.stringify(answer.body)}`)
  if (answer.status !== 200) throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`)
  return answer.body
}

export type Json<N extends EndpointName> = ResponseJsonOf<N>

let emailCounter = 0
/** An address no other test (nor an earlier run on a kept database) has used. */
export function uniqueEmail(label: string): string {
  emailCounter += 1
  return `${label}-${process.pid}-${Date.now().toString(36)}-${emailCounter}@example.com`
}

export interface Buyer {
  readonly email: string
  readonly password: string
  readonly name: string
  readonly token: string
}

/** Registers through the code flow: the code asked from one origin, verified on another (or the same). */
export async function registerBuyer(askOn: string, verifyOn: string, label: string): Promise<Buyer> {
  const email = uniqueEmail(label)
  const password = 'Durable@123'
  const name = `Buyer ${label}`
  const { otp } = await ok<Json<'signup'>>(askOn, 'POST', '/api/user/signup', { json: { email } })
  const verified = await ok<Json<'verifyOtp'>>(verifyOn, 'POST', '/api/user/verifyOtp', {
    json: { type: 'signin', name, password, email, phone: '9876543210', otp: String(otp) },
  })
  return { email, password, name, token: verified.token }
}

export type Product = Json<'products'>['data'][number]

/** The whole catalogue (GET /getAllProducts without page and limit answers every product). */
export async function catalogue(origin: string): Promise<readonly Product[]> {
  return (await ok<Json<'products'>>(origin, 'GET', '/api/getAllProducts')).data
}

/** A variety's stock as the catalogue reads it. */
export async function stockOf(origin: string, productId: string, color: string): Promise<number> {
  const product = (await catalogue(origin)).find((p) => p._id === productId)
  const variety = product?.productVarieties.find((v) => v.color === color)
  if (!variety) throw new Error(`No variety ${productId} ${color}`)
  return Number(variety.stock)
}

export interface Variety {
  readonly productId: string
  readonly name: string
  readonly color: string
  readonly stock: number
}

/** The varieties in stock on the first listing page. */
export async function varietiesInStock(origin: string): Promise<Variety[]> {
  const page = await ok<Json<'products'>>(origin, 'GET', '/api/getAllProducts?page=1&limit=12')
  return page.data.flatMap((p) =>
    p.productVarieties.filter((v) => Number(v.stock) > 0).map((v) => ({ productId: p._id, name: p.name, color: v.color, stock: Number(v.stock) })),
  )
}

export const ADDRESS = {
  name: 'Durable Buyer',
  tag: 'Home',
  address: '12 Loom Street',
  city: 'Surat',
  state: 'Gujarat',
  pinCode: '395003',
  alternativePhoneNumber: '9123456780',
  country: 'India',
} as const

// ---- pictures -----------------------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'ascii')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

/** A real 2x2 PNG of one colour: distinct colours make distinct files, so served bytes can be compared. */
export function pngOf(red: number, green: number, blue: number): Uint8Array<ArrayBuffer> {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(2, 0)
  ihdr.writeUInt32BE(2, 4)
  ihdr.set([8, 2, 0, 0, 0], 8) // 8-bit RGB, no interlace
  const row = [0, red, green, blue, red, green, blue] // filter byte, then two pixels
  const pixels = deflateSync(Buffer.from([...row, ...row]))
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return new Uint8Array(Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', pixels), chunk('IEND', new Uint8Array())]))
}

/** GET a picture's address: its status, type and bytes. */
export async function fetchPicture(origin: string, url: string): Promise<{ status: number; type: string | null; bytes: Uint8Array }> {
  const response = await fetch(new URL(url, origin))
  return { status: response.status, type: response.headers.get('content-type'), bytes: new Uint8Array(await response.arrayBuffer()) }
}

export function pictureForm(fields: Record<string, string>, pictureField: string, png: Uint8Array<ArrayBuffer>): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  form.append(pictureField, new Blob([png], { type: 'image/png' }), `${pictureField}.png`)
  return form
}

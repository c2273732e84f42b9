import { Schema } from 'effect'
import { parseArgs } from 'node:util'
import { STAFF_ROLES, AddStaffRequest, type StaffRole } from '../../contracts/admin/staff'
import { EMAIL_PATTERN, validationMessages } from '../../contracts/form-rules'
import { RuleError } from '../../rules/rule-error'
import { setPasswordPathOf } from '../../rules/staff-members'
import { normaliseEmail } from '../../rules/validation'
import { configFromEnv } from '../config'
import { openDatabase, type OpenDatabase } from '../db/connection'
import { DataDirBusyError } from '../db/data-dir-lock'
import { migrateDatabase } from '../db/migrate'
import { addStaffFromCommandLine } from '../domain/admin/staff-members'
import { newRecordId } from '../domain/context'
import { log } from '../log'

/*
 * `npm run staff:add -- --email E --name N --role owner`: adds a member of staff to the configured
 * database (DATABASE_URL, or the embedded one in DATA_DIR, migrated first like db:seed does) and
 * prints their one-time link to set a password, which works once, for 24 hours. How a real
 * store gets its first owner; owners add the others in the back office. The link's origin is
 * PUBLIC_ORIGIN, else the address the server listens on (HOST and PORT).
 */

const USAGE = `Usage: npm run staff:add -- --email <email> --name "<name>" --role <${STAFF_ROLES.join('|')}>`

function stop(message: string): never {
  log.error(message)
  process.exit(1)
}

function readArguments(): AddStaffRequest {
  let values: Record<string, string | boolean | undefined>
  try {
    values = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } }, strict: true }).values
  } catch (error) {
    return stop(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`)
  }
  const text = (key: string) => (typeof values[key] === 'string' ? values[key].trim() : '')
  const missing = ['email', 'name', 'role'].filter((key) => text(key) === '')
  if (missing.length > 0) stop(`Missing ${missing.map((key) => `--${key}`).join(', ')}.\n${USAGE}`)
  const role = text('role').toLowerCase()
  if (!(STAFF_ROLES as readonly string[]).includes(role)) stop(`--role must be one of ${STAFF_ROLES.join(', ')}, not '${text('role')}'.`)
  if (!EMAIL_PATTERN.test(normaliseEmail(text('email')))) stop(`--email: ${validationMessages.invalidEmail}.`)
  const decoded = Schema.decodeUnknownResult(AddStaffRequest)({ email: text('email'), name: text('name'), role: role as StaffRole })
  if (decoded._tag === 'Failure') stop(`Invalid staff member: ${decoded.failure.message.replace(/\s*\n\s*/g, ' ')}`)
  return decoded.success
}

/** Where the link points: the store's public origin, or the address the server listens on. */
function linkOrigin(config: ReturnType<typeof configFromEnv>): string {
  if (config.publicOrigin) return config.publicOrigin
  const anyAddress = config.host === '0.0.0.0' || config.host === '::'
  const host = anyAddress ? '127.0.0.1' : config.host
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`
}

const input = readArguments()
let config: ReturnType<typeof configFromEnv>
try {
  config = configFromEnv()
} catch (error) {
  stop(`The settings are wrong: ${error instanceof Error ? error.message : String(error)}`)
}
let database: OpenDatabase
try {
  database = await openDatabase(config.database)
} catch (error) {
  if (error instanceof DataDirBusyError) stop(`${error.message} (the embedded database takes one process at a time)`)
  throw error
}
try {
  await migrateDatabase(database)
  const created = await addStaffFromCommandLine(database.db, { now: () => Date.now(), newId: newRecordId }, input)
  const { row } = created
  // the command's answer to the operator at the terminal, not a log line: the link is the point
  process.stdout.write(
    [
      `Added ${row.name} <${row.email}> as ${row.role} to ${database.where}.`,
      `Their one-time link to set a password (works once, until ${created.linkExpiresAt}):`,
      `  ${linkOrigin(config)}${setPasswordPathOf(created.linkToken)}`,
      '',
    ].join('\n'),
  )
} catch (error) {
  if (!(error instanceof RuleError)) throw error
  // refused (a taken email): said, and the database closed before the process ends
  log.error(error.msg)
  process.exitCode = 1
} finally {
  await database.close()
}

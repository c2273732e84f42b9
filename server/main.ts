import { DEMO_BUYER, DEMO_STAFF_PASSWORD } from '../seed/fixtures/demo-accounts'
import { configFromEnv } from './config'
import { DataDirBusyError } from './db/data-dir-lock'
import { enabledDemoStaff } from './seeding/seed-database'
import { startPaymentJobs } from './jobs/run-payment-jobs'
import { startServer } from './start'
import { log } from './log'

/*
 * `npm start` (through scripts/start.mjs) and deployments: the store on the configured database.
 * Stops cleanly on SIGINT and SIGTERM, so the embedded database's folder is released. A wrong
 * setting (server/config.ts) stops it before anything starts, with the message and exit code 1.
 */
try {
  const config = configFromEnv()
  // this process runs its share of the payment jobs (holds ending, refunds): any process may take any job
  const server = await startServer({ ...config, staticDir: config.staticDir, jobQueue: startPaymentJobs })
  const where = server.database.kind === 'embedded' ? `embedded PostgreSQL in ${server.database.where}` : server.database.where
  log.info(`\n  Tanabana is running at ${server.origin}  (${where})`)
  const codes = config.otpDelivery
  log.info(codes.by === 'email' ? `  One-time codes go by mail through ${codes.smtp.host}:${codes.smtp.port}` : '  One-time codes are shown in the answer (demo store)')
  log.info(`  Payments by card and UPI through the ${server.ctx.payments.provider.name} gateway; stock held ${server.ctx.payments.holdMinutes} minutes`)
  log.info(server.ctx.mailer.relay ? `  Buyers are mailed about their orders through ${server.ctx.mailer.relay}` : '  No mail to buyers (SMTP_HOST is not set)')
  log.info(`  Demo buyer: ${DEMO_BUYER.email} / ${DEMO_BUYER.password}`)
  const demoStaff = await enabledDemoStaff(server.ctx.db)
  if (demoStaff.length > 0) {
    log.info(`  Demo staff, back office at ${server.origin}/admin, password ${DEMO_STAFF_PASSWORD}:`)
    for (const member of demoStaff) log.info(`    ${member.email.padEnd(26)} ${member.role}`)
  }
  log.info('  (Ctrl+C stops the server)\n')
  let stopping = false
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return
      stopping = true
      server.close().then(
        () => process.exit(0),
        () => process.exit(1),
      )
    })
  }
} catch (error) {
  if (error instanceof DataDirBusyError) {
    log.error(`\n  ${error.message}\n`)
    process.exit(1)
  }
  log.error('The server could not start:', error instanceof Error ? error.message : error)
  process.exit(1)
}

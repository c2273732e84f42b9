import type { PaymentJobs, ServerContext } from '../context'
import { log } from '../../log'

/**
 * Schedules a job once the transaction that decided it has committed (the queue promises nothing
 * inside one). The change is already made and answered, so a queue that cannot take the job is
 * logged rather than failing the call: the payment stays as written, for staff to see.
 */
export async function scheduleAfterCommit<Name extends keyof PaymentJobs>(
  ctx: ServerContext,
  name: Name,
  data: PaymentJobs[Name],
  options: { readonly startAfter?: Date; readonly singletonKey?: string } = {},
): Promise<void> {
  try {
    await ctx.jobs.schedule(name, data, options)
  } catch (error) {
    log.error(`The job ${name} could not be scheduled (${options.singletonKey ?? ''}): ${error instanceof Error ? error.message : String(error)}`)
  }
}

import type { Tx } from '../../db/connection'
import type { PaymentJobs, ServerContext } from '../context'
import { log } from '../../log'

type JobOptions = { readonly startAfter?: Date; readonly singletonKey?: string }

/**
 * Schedules a job in the transaction that decided it: the job and the change commit together or
 * not at all (a queue that cannot take it fails the call, which the caller may repeat).
 */
export function scheduleWithin<Name extends keyof PaymentJobs>(tx: Tx, ctx: ServerContext, name: Name, data: PaymentJobs[Name], options: JobOptions = {}): Promise<void> {
  return ctx.jobs.schedule(name, data, { ...options, within: tx })
}

/**
 * Schedules a job that no transaction decided (the demo gateway's webhook, sent on the buyer's
 * word). The call's answer does not depend on it, so a queue that cannot take the job is logged
 * rather than failing the call.
 */
export async function scheduleNow<Name extends keyof PaymentJobs>(ctx: ServerContext, name: Name, data: PaymentJobs[Name], options: JobOptions = {}): Promise<void> {
  try {
    await ctx.jobs.schedule(name, data, options)
  } catch (error) {
    log.error(`The job ${name} could not be scheduled (${options.singletonKey ?? ''}): ${error instanceof Error ? error.message : String(error)}`)
  }
}

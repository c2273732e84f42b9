import { describe, expect, test } from 'vitest'
import { createWorkLimit } from '../../server/domain/work-limit'

/** A job the test finishes by hand, and whether it has started. */
function heldJob() {
  let finish: (ok: boolean) => void = () => undefined
  const job = {
    started: false,
    finish: (ok = true) => finish(ok),
    run: () => {
      job.started = true
      return new Promise<string>((resolve, reject) => {
        finish = (ok) => (ok ? resolve('done') : reject(new Error('broken picture')))
      })
    },
  }
  return job
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createWorkLimit', () => {
  test('runs at most two at once, the others in the order they came; a failed job frees its slot too', async () => {
    const limit = createWorkLimit(2)
    const [a, b, c, d] = [heldJob(), heldJob(), heldJob(), heldJob()]
    const results = [a, b, c].map((job) => limit.run(job.run).catch((e: Error) => e.message))
    await settle()
    expect([a.started, b.started, c.started]).toEqual([true, true, false])

    a.finish(false)
    // a job arriving as a slot frees does not slip in before the one waiting
    const late = limit.run(d.run)
    await settle()
    expect([c.started, d.started]).toEqual([true, false])

    b.finish()
    await settle()
    expect(d.started).toBe(true)
    c.finish()
    d.finish()
    expect(await Promise.all([...results, late])).toEqual(['broken picture', 'done', 'done', 'done'])
  })
})

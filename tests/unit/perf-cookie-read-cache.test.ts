import { afterEach, describe, expect, it, vi } from 'vitest'
import { cacheCookieReadsPerTask } from '../../mocks/cookie-read-cache'

/* Mock mode keeps document.cookie's value for the rest of a task (MSW reads it once per handler). */

afterEach(() => {
  delete (document as unknown as Record<string, unknown>).cookie // back to Document.prototype's accessor
  document.cookie = 'perf-test=; expires=Thu, 01 Jan 1970 00:00:00 GMT'
  vi.restoreAllMocks()
})

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('cookie reads in mock mode', () => {
  it('asks the browser once per task, however many times MSW reads', () => {
    const getter = vi.spyOn(Document.prototype, 'cookie', 'get')
    cacheCookieReadsPerTask()
    for (let i = 0; i < 50; i++) void document.cookie
    expect(getter).toHaveBeenCalledTimes(1)
  })

  it('reads afresh in the next task', async () => {
    cacheCookieReadsPerTask()
    expect(document.cookie).not.toContain('perf-test=')
    Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!.set!.call(document, 'perf-test=later') // as a server would
    expect(document.cookie).not.toContain('perf-test=later') // same task: the kept value
    await nextTask()
    expect(document.cookie).toContain('perf-test=later')
  })

  it('shows a cookie written through document.cookie at once', () => {
    cacheCookieReadsPerTask()
    void document.cookie
    document.cookie = 'perf-test=now'
    expect(document.cookie).toContain('perf-test=now')
  })
})

import { describe, expect, it, vi } from 'vitest'
import { CACHE_RELOAD_FLAG, clearCachesOnce, type CacheClearEnvironment } from '../../src/app/clear-caches-once'

/** A browser with the named caches in Cache Storage and a sessionStorage that persists between loads. */
function browser(cacheNames: string[], session: Map<string, string> | null = new Map()) {
  const names = new Set(cacheNames)
  const reload = vi.fn<() => void>()
  const env: CacheClearEnvironment = {
    caches: {
      keys: async () => [...names],
      delete: async (name: string) => names.delete(name),
    },
    session: session && {
      getItem: (k: string) => session.get(k) ?? null,
      setItem: (k: string, v: string) => void session.set(k, v),
      removeItem: (k: string) => void session.delete(k),
    },
    reload,
  }
  return { env, names, reload, session, addCache: (name: string) => names.add(name) }
}

describe('SPEC 4: delete all caches and reload, at most once', () => {
  it('with no cache: neither reloads nor touches anything', async () => {
    const b = browser([])
    expect(await clearCachesOnce(b.env)).toBe(false)
    expect(b.reload).not.toHaveBeenCalled()
  })

  it('with caches: deletes every one and reloads', async () => {
    const b = browser(['workbox-precache', 'images'])
    expect(await clearCachesOnce(b.env)).toBe(true)
    expect(b.names.size).toBe(0)
    expect(b.reload).toHaveBeenCalledTimes(1)
    expect(b.session?.has(CACHE_RELOAD_FLAG)).toBe(true)
  })

  it('does not reload again when a cache is back right after the reload (no loop)', async () => {
    const b = browser(['sw-cache'])
    await clearCachesOnce(b.env) // first load: reloads
    b.addCache('sw-cache') // a service worker recreates it before the next load
    expect(await clearCachesOnce(b.env)).toBe(false)
    expect(b.names.size).toBe(0) // still cleared
    b.addCache('sw-cache')
    expect(await clearCachesOnce(b.env)).toBe(false)
    expect(b.reload).toHaveBeenCalledTimes(1)
  })

  it('handles a cache that appears later in the session once more, after a clean load', async () => {
    const b = browser(['old'])
    await clearCachesOnce(b.env) // reload 1
    expect(await clearCachesOnce(b.env)).toBe(false) // clean load: the guard is lifted
    b.addCache('new')
    expect(await clearCachesOnce(b.env)).toBe(true) // reload 2
    expect(b.reload).toHaveBeenCalledTimes(2)
  })

  it('never reloads when sessionStorage is unavailable (the guard could not hold)', async () => {
    const b = browser(['c1'], null)
    expect(await clearCachesOnce(b.env)).toBe(false)
    expect(b.names.size).toBe(0)
    expect(b.reload).not.toHaveBeenCalled()
  })

  it('does nothing where Cache Storage does not exist', async () => {
    const reload = vi.fn<() => void>()
    expect(await clearCachesOnce({ caches: undefined, session: null, reload })).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })

  it('boots normally when Cache Storage refuses access', async () => {
    const reload = vi.fn<() => void>()
    const env: CacheClearEnvironment = {
      caches: { keys: () => Promise.reject(new DOMException('denied', 'SecurityError')), delete: async () => false },
      session: null,
      reload,
    }
    expect(await clearCachesOnce(env)).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })
})

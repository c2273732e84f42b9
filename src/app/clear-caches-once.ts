/**
 * SPEC 4: "on load, if any browser cache exists, all caches are deleted and the page reloads."
 * Taken literally that loops forever whenever a cache comes back before the next load (a
 * service worker, an extension). A sessionStorage flag makes it reload at most once per tab;
 * a load that finds no cache clears the flag, so a cache that appears later is handled again.
 */
export const CACHE_RELOAD_FLAG = 'tanabana:cache-reloaded'

export interface CacheClearEnvironment {
  /** Cache Storage, absent in insecure contexts and old browsers. */
  readonly caches: Pick<CacheStorage, 'keys' | 'delete'> | undefined
  /** sessionStorage, null when blocked: then the page never reloads (no guard, no risk). */
  readonly session: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null
  readonly reload: () => void
}

/** Deletes every cache; answers true when it reloaded the page (the caller stops booting). */
export async function clearCachesOnce(env: CacheClearEnvironment = browserEnvironment()): Promise<boolean> {
  const { caches, session } = env
  if (!caches) return false
  let names: string[]
  try {
    names = await caches.keys()
  } catch {
    return false // storage access denied: nothing we can clear
  }
  if (names.length === 0) {
    session?.removeItem(CACHE_RELOAD_FLAG)
    return false
  }
  await Promise.all(names.map((name) => caches.delete(name).catch(() => false)))
  if (!session || session.getItem(CACHE_RELOAD_FLAG) !== null) return false
  try {
    session.setItem(CACHE_RELOAD_FLAG, String(Date.now()))
  } catch {
    return false // the guard cannot be written, so a reload could repeat: skip it
  }
  env.reload()
  return true
}

function browserEnvironment(): CacheClearEnvironment {
  let session: Storage | null = null
  try {
    session = window.sessionStorage
  } catch {
    session = null
  }
  return {
    caches: typeof caches === 'undefined' ? undefined : caches,
    session,
    reload: () => window.location.reload(),
  }
}

/**
 * Browser storage keys (SPEC 9) and typed JSON access. Every key is namespaced so that a
 * logout can find and remove everything that belongs to the user.
 */
export const storageKeys = {
  token: 'tanabana:user:token',
  user: 'tanabana:user:profile',
  orders: 'tanabana:user:orders',
  companyEmail: 'tanabana:user:company-email',
  highlights: 'tanabana:catalogue:highlights',
  categoryList: 'tanabana:catalogue:category-list',
  allCategories: 'tanabana:catalogue:all-categories',
} as const

/** Keys under this prefix belong to the signed-in user and go at logout. */
export const USER_SCOPED_PREFIX = 'tanabana:user:'

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null // storage blocked (private mode, sandboxed frame)
  }
}

export function readJson<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  const raw = store()?.getItem(key)
  if (raw == null) return null
  try {
    const value: unknown = JSON.parse(raw)
    return isValid(value) ? value : null
  } catch {
    return null
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    store()?.setItem(key, JSON.stringify(value))
  } catch {
    // quota exceeded: the cache is an optimisation, the app works without it
  }
}

export function readText(key: string): string | null {
  return store()?.getItem(key) ?? null
}

export function writeText(key: string, value: string): void {
  try {
    store()?.setItem(key, value)
  } catch {
    // see writeJson
  }
}

export function removeKey(key: string): void {
  store()?.removeItem(key)
}

/** Removes every user-scoped key, including ones added after this was written. */
export function clearUserScopedKeys(): void {
  const s = store()
  if (!s) return
  const keys: string[] = []
  for (let i = 0; i < s.length; i++) {
    const key = s.key(i)
    if (key?.startsWith(USER_SCOPED_PREFIX)) keys.push(key)
  }
  keys.forEach((key) => s.removeItem(key))
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(USER_SCOPED_PREFIX)) sessionStorage.removeItem(key)
  } catch {
    // no session storage: nothing to clear
  }
}

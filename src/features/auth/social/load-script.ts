/*
 * Loads a third-party script once, on demand. The providers' SDKs are fetched only when their
 * button is used, never at start-up, so a visitor who never signs in with them never loads them.
 */
const loading = new Map<string, Promise<void>>()

export function loadScriptOnce(src: string): Promise<void> {
  const existing = loading.get(src)
  if (existing) return existing
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.crossOrigin = 'anonymous'
    script.onload = () => resolve()
    script.onerror = () => {
      script.remove()
      loading.delete(src) // a later click may retry, e.g. after the network comes back
      reject(new Error(`Could not load ${src}`))
    }
    document.head.append(script)
  })
  loading.set(src, promise)
  return promise
}

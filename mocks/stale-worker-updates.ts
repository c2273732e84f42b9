/**
 * MSW's worker script unregisters itself when the last page it controls closes, and MSW then
 * calls `registration.update()` without waiting for it: on the next load that promise can reject
 * with "Failed to update a ServiceWorker ... Not found", an unhandled rejection the storefront
 * did not cause. The registration is made afresh by `worker.start` anyway, so such a failed
 * update is harmless and is swallowed here (mock mode only).
 */
export function tolerateStaleWorkerUpdates(): void {
  if (typeof ServiceWorkerRegistration === 'undefined') return
  const proto = ServiceWorkerRegistration.prototype
  const update = proto.update
  proto.update = function updateIgnoringStaleRegistration(this: ServiceWorkerRegistration) {
    return update.call(this).catch(() => this)
  } as typeof proto.update
}

import type { MockControls } from '../../contracts/mock-control'

/*
 * The devtools' one way to the fake backend. src/ may reach mocks/ only through the one dynamic
 * import in src/app/bootstrap.ts, so the devtools never import mocks/: bootstrap hands its
 * control surface to mountDevtools, which provides it here, and every devtools module reads it
 * through mockControls() when it runs (never while its module loads, which is before that).
 */

let provided: MockControls | null = null

/** mountDevtools calls it first; tests call it with the fake backend's controls. */
export function provideMockControls(controls: MockControls): void {
  provided = controls
}

export function mockControls(): MockControls {
  if (!provided) {
    throw new Error('The devtools used the fake backend before it was handed over: call mountDevtools(controls) (tests: provideMockControls)')
  }
  return provided
}

import type { SandboxRunner } from './actor-outcomes'

/*
 * While a sandbox run is going, the fake backend answers from a throwaway copy, with a forced
 * scenario and the sandbox's token in the app's token store: fine on the explorer page, wrong for
 * a screen that 'show me' has just opened (its calls would meet the sandbox, and the sandbox's
 * undo would put back a stale token). The gate lets 'show me' hold the explorations: it waits
 * for the running sandbox to finish and keeps new ones waiting until the explorer page resumes.
 */

export interface SandboxGate {
  /** The sandbox as the explorations use it: every run first waits while the gate is held. */
  readonly runner: SandboxRunner
  /** Holds new runs and resolves once the running one (if any) has finished. */
  hold(): Promise<void>
  /** Lets held runs go on (the explorer page is showing again). */
  resume(): void
}

export function createSandboxGate(sandbox: SandboxRunner): SandboxGate {
  let held: { readonly released: Promise<void>; readonly release: () => void } | null = null

  return {
    runner: {
      async run(work) {
        // held again after a release? wait again: read the gate anew each time
        for (let gate = held; gate; gate = held) await gate.released
        return sandbox.run(work)
      },
      signIn: () => sandbox.signIn(),
    },
    async hold() {
      if (!held) {
        let release = () => {}
        const released = new Promise<void>((resolve) => {
          release = resolve
        })
        held = { released, release }
      }
      // queued behind the running sandbox: when it runs, nothing else does
      await sandbox.run(async () => undefined)
    },
    resume() {
      const wasHeld = held
      held = null
      wasHeld?.release()
    },
  }
}

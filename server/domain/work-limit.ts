/** Runs heavy jobs at most `max` at a time, the others waiting their turn in the order they came. */
export interface WorkLimit {
  run<T>(job: () => Promise<T>): Promise<T>
}

/**
 * A bound on how many heavy jobs one process runs at once. Making a picture's sizes is CPU work
 * on libuv's threads (four by default), which password hashing and file reads share: a burst of
 * uploads let through at once would take them all, and every buyer signing in would wait.
 */
export function createWorkLimit(max: number): WorkLimit {
  let running = 0
  const waiting: (() => void)[] = []
  // a finished job hands its slot straight to the next in line, so a job that arrives meanwhile
  // cannot slip in before it
  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else running -= 1
  }
  return {
    async run(job) {
      if (running < max) running += 1
      else await new Promise<void>((turn) => waiting.push(turn))
      try {
        return await job()
      } finally {
        release()
      }
    },
  }
}

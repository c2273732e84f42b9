/** A refusal a real server would answer: an HTTP status and the `msg` the client shows. */
export class RuleError extends Error {
  constructor(
    readonly status: number,
    readonly msg: string,
  ) {
    super(msg)
  }
}

/** Refuses the request under way: throws a RuleError that the caller answers as `{ msg }` with `status`. */
export function fail(status: number, msg: string): never {
  throw new RuleError(status, msg)
}

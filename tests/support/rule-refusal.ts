import { RuleError } from '../../rules/rule-error'

/** The RuleError that `run` fails with (sync or async); fails the test if it succeeds or throws anything else. */
export async function ruleRefusal(run: () => unknown): Promise<RuleError> {
  try {
    await run()
  } catch (error) {
    if (error instanceof RuleError) return error
    throw error
  }
  throw new Error('Expected a RuleError, but the rule passed')
}

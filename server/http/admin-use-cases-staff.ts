import { fail } from '../../rules/rule-error'
import type { ServerContext } from '../domain/context'
import type { AdminUseCases, StaffCallName } from './admin-use-cases'

// INTEGRATION PLACEHOLDER: replaced by the helper that builds these calls
export function staffUseCases(_ctx: ServerContext): Pick<AdminUseCases, StaffCallName> {
  const notYet = async (): Promise<never> => fail(501, 'Not built yet')
  return new Proxy({}, { get: () => notYet }) as Pick<AdminUseCases, StaffCallName>
}

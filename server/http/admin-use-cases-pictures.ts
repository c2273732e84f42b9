import { fail } from '../../rules/rule-error'
import type { ServerContext } from '../domain/context'
import type { AdminUseCases, PictureCallName } from './admin-use-cases'

// INTEGRATION PLACEHOLDER: the owner of this slice replaces it before anything reaches main.
const notYet = (): never => fail(501, 'Not built yet')

export function picturesUseCases(_ctx: ServerContext): Pick<AdminUseCases, PictureCallName> {
  return {
    uploadPicture: notYet,
  }
}

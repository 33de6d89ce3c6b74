import { BaseError } from '../../errors/BaseError.js'
import type { AccountNameProblem } from './validateAccountName.js'

/** A label that breaks the SPEC §5 rule (at least 4 letters, digits or hyphens). */
export class InvalidAccountNameError extends BaseError {
  override name = 'InvalidAccountName'
  readonly problem: AccountNameProblem
  constructor(problem: AccountNameProblem) {
    super('Invalid account name', { details: problem })
    this.problem = problem
  }
}

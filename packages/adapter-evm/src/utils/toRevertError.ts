import type { BaseError } from '@kit/core'
import { UserRejectedRequestError } from '@kit/core/modules/errors/connection'
import { ContractRevertError } from '../errors/transaction.js'
import { decodeRevertData } from './decodeRevertData.js'
import { readProviderError } from './readProviderError.js'

/** A `ContractRevertError` with the decoded reason when a wallet's error is a revert, else `undefined`. */
export function toRevertError(error: BaseError): ContractRevertError | undefined {
  if (error instanceof UserRejectedRequestError) return undefined
  const { messages, revertData } = readProviderError(error.cause)
  const reverted = messages.some((message) => /revert/i.test(message))
  if (!reverted) return undefined
  return new ContractRevertError(revertData && decodeRevertData(revertData), { cause: error })
}

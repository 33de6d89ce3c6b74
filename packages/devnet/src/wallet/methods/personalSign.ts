import { type Hex, isHex } from 'viem'
import { InvalidProviderParamsError } from '../../errors/provider.js'
import { assertAccount } from '../actions/assertAccount.js'
import { decodeMessageText } from '../decodeMessageText.js'
import type { WalletContext } from '../WalletContext.js'

/** `personal_sign` with params `[message, address]`; the message is hex or, leniently, text. */
export async function personalSign(
  context: WalletContext,
  params: readonly unknown[],
): Promise<Hex> {
  const [message, address] = params
  if (typeof message !== 'string') {
    throw new InvalidProviderParamsError('Expected the message as the first parameter.')
  }
  assertAccount(context, address)
  const text = isHex(message) ? decodeMessageText(message) : message
  await context.approvals.ask({ method: 'personal_sign', summary: `Sign message: ${text}` })
  return context.account.signMessage({ message: isHex(message) ? { raw: message } : message })
}

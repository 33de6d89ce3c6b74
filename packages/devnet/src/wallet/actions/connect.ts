import type { WalletContext } from '../WalletContext.js'
import { grantPermission } from './grantPermission.js'

/** Asks once to connect; concurrent callers share the same prompt. */
export async function connect(context: WalletContext, method: string): Promise<void> {
  context.connecting ??= context.approvals
    .ask({ method, summary: `Connect to ${context.origin}` })
    .then(() => grantPermission(context))
    .finally(() => {
      context.connecting = undefined
    })
  await context.connecting
}

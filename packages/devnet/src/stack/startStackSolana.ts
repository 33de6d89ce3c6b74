import { PortUnavailableError } from '../errors/devnet.js'
import { type StartSolanaRpcReturnType, startSolanaRpc } from '../solana/startSolanaRpc.js'

/** Attempts at an OS-picked port whose next port (the second WebSocket) turned out taken. */
const freePortAttempts = 5

/**
 * The stack's Solana node, with its WebSocket also on `port + 1` (where web3.js looks without
 * `wsEndpoint`). On an OS-picked port (0) a taken `port + 1` is retried with another pick.
 */
export async function startStackSolana({
  port,
  host,
}: {
  port: number
  host: string
}): Promise<StartSolanaRpcReturnType> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startSolanaRpc({ port, host, wsOnNextPort: true })
    } catch (error) {
      const retry = port === 0 && attempt < freePortAttempts
      if (!retry || !(error instanceof PortUnavailableError)) throw error
    }
  }
}

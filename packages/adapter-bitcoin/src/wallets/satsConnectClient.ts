import { settleWithin } from '@kit/core/modules/utils/settleWithin'
import { WalletRequestError } from '../errors/wallet.js'
import type { RawWalletAccount, WalletClient } from '../types/walletClient.js'
import type { SatsConnectProvider } from '../types/walletSource.js'
import { callWallet, readRpcResult } from './callWallet.js'

const methodNotFound = -32601
const connectMessage = 'Connect to this app'

/**
 * A sats-connect (WBIP001) provider such as Xverse's: `getAccounts` for the payment and ordinals
 * addresses (`wallet_connect` for wallets without it), `wallet_getAccount` to reconnect without a
 * prompt, `signMessage`, `signPsbt` with `signInputs` by address, `sendTransfer`, and the
 * `accountChange` and `disconnect` events.
 */
export function createSatsConnectClient(provider: SatsConnectProvider): WalletClient {
  const request = (method: string, params: unknown) =>
    callWallet(async () => readRpcResult(await provider.request(method, params)))
  const addresses = (result: unknown): RawWalletAccount[] => {
    const list = Array.isArray(result)
      ? result
      : (result as { addresses?: unknown } | undefined)?.addresses
    return Array.isArray(list) ? list.filter(isBitcoinEntry) : []
  }
  const client: WalletClient = {
    async connect() {
      try {
        return addresses(
          await request('getAccounts', {
            purposes: ['payment', 'ordinals'],
            message: connectMessage,
          }),
        )
      } catch (error) {
        if (!(error instanceof WalletRequestError && error.code === methodNotFound)) throw error
        return addresses(
          await request('wallet_connect', {
            addresses: ['payment', 'ordinals'],
            message: connectMessage,
          }),
        )
      }
    },
    async getAuthorizedAccounts() {
      try {
        const accounts = addresses(await request('wallet_getAccount', null))
        return accounts.length > 0 ? accounts : undefined
      } catch {
        return undefined
      }
    },
    async signMessage({ address, message, protocol }) {
      const result = await request('signMessage', {
        address,
        message,
        ...(protocol ? { protocol: protocol.toUpperCase() } : {}),
      })
      return readString(result, 'signature')
    },
    async signPsbt({ psbt, signInputs }) {
      const byAddress: Record<string, number[]> = {}
      for (const { address, index } of signInputs)
        byAddress[address] = [...(byAddress[address] ?? []), index]
      const result = await request('signPsbt', { psbt, signInputs: byAddress, broadcast: false })
      return readString(result, 'psbt')
    },
    async sendTransfer({ recipient, amount }) {
      const result = await request('sendTransfer', {
        recipients: [{ address: recipient, amount: Number(amount) }],
      })
      return readString(result, 'txid')
    },
    async disconnect() {
      await settleWithin(() => provider.request('wallet_disconnect', null), 100)
    },
    watch({ accountsChanged, disconnect }) {
      if (typeof provider.addListener !== 'function') return () => {}
      const offs = [
        provider.addListener('accountChange', () => {
          // The event carries no addresses: read them again, without a prompt.
          void client.getAuthorizedAccounts().then(accountsChanged)
        }),
        provider.addListener('disconnect', () => disconnect()),
      ]
      return () => {
        for (const off of offs) if (typeof off === 'function') off()
      }
    },
  }
  return client
}

/** Bitcoin entries only: sats-connect lists a Stacks address too when asked. */
function isBitcoinEntry(entry: unknown): entry is RawWalletAccount {
  if (typeof entry !== 'object' || entry === null) return false
  const { purpose, addressType } = entry as { purpose?: unknown; addressType?: unknown }
  return purpose !== 'stacks' && addressType !== 'stacks'
}

export function readString(result: unknown, key: string): string {
  const value = (result as Record<string, unknown> | undefined)?.[key]
  if (typeof value !== 'string')
    throw new WalletRequestError(undefined, { details: `The wallet answered no ${key}` })
  return value
}

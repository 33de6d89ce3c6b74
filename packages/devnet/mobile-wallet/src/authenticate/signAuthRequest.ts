import type { AuthTypes } from '@walletconnect/types'
import { buildAuthObject, populateAuthPayload } from '@walletconnect/utils'
import type { PrivateKeyAccount } from 'viem/accounts'

export type SignAuthRequestParameters = {
  /** The dapp's sign-in request, as `session_authenticate` carries it. */
  authPayload: AuthTypes.PayloadParams
  /** The CAIP-2 eip155 chains the wallet serves (`eip155:31337`). */
  chains: readonly string[]
  /** The methods the wallet answers, offered for the session the sign-in opens. */
  methods: readonly string[]
  account: PrivateKeyAccount
  /** The SDK's `formatAuthMessage`: the exact EIP-4361 text of one chain's CACAO. */
  formatAuthMessage: (parameters: { request: AuthTypes.PayloadParams; iss: string }) => string
}

export type SignedAuthRequest = {
  /** One CACAO per chain both sides share, the dapp's first chain first. */
  auths: AuthTypes.Cacao[]
  /** The texts signed, in the same order. */
  messages: string[]
}

/**
 * The dapp's request narrowed to the chains (in the dapp's order) and methods the wallet serves:
 * what the wallet signs, and what its card shows. `populateAuthPayload` narrows the ReCap's
 * methods; the chains are narrowed here, since it keeps them all when there is no ReCap.
 * Undefined when no chain is shared.
 */
export function narrowAuthPayload({
  authPayload,
  chains,
  methods,
}: Pick<SignAuthRequestParameters, 'authPayload' | 'chains' | 'methods'>):
  | AuthTypes.PayloadParams
  | undefined {
  const shared = authPayload.chains.filter((chain) => chains.includes(chain))
  if (shared.length === 0) return undefined
  const payload = populateAuthPayload({ authPayload, chains: shared, methods: [...methods] })
  return { ...payload, chains: shared }
}

/**
 * One-click auth's answer: the request narrowed to the chains and methods the wallet serves
 * (`populateAuthPayload`), then, for each chain, its EIP-4361 text signed with the account's key
 * (eip191) into a CACAO (`buildAuthObject`). No shared chain gives no CACAO.
 */
export async function signAuthRequest({
  authPayload,
  chains,
  methods,
  account,
  formatAuthMessage,
}: SignAuthRequestParameters): Promise<SignedAuthRequest> {
  const payload = narrowAuthPayload({ authPayload, chains, methods })
  if (!payload) return { auths: [], messages: [] }
  const auths: AuthTypes.Cacao[] = []
  const messages: string[] = []
  for (const chainId of payload.chains) {
    const iss = `did:pkh:${chainId}:${account.address}`
    const message = formatAuthMessage({ request: payload, iss })
    const signature = await account.signMessage({ message })
    auths.push(buildAuthObject(payload, { t: 'eip191', s: signature }, iss))
    messages.push(message)
  }
  return { auths, messages }
}

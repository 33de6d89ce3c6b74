import type { CaipNetworkId, SiwxConfig, SiwxMessage, SiwxSession } from '@kit/core'

export type CreateFakeSiwxParameters = {
  required?: boolean
  signOutOnDisconnect?: boolean
  /** Sessions already stored, as `chainId|address` keys (valid unless `expired`). */
  signedIn?: readonly string[]
  /** The stored sessions' expiry; past means `getSessions` answers an expired session. */
  expirationTime?: string
  getSessions?: Error
  createMessage?: Error
  addSession?: Error
}

export type FakeSiwx = SiwxConfig & {
  /** Every call, in order: the method and its arguments. */
  readonly calls: { method: string; args: unknown[] }[]
  /** The sessions written by `addSession`. */
  readonly sessions: SiwxSession[]
}

/**
 * A `SiwxConfig` that records its calls and keeps sessions in memory: each message is a fixed
 * text naming the chain and address, and `getSessions` answers the sessions added or given as
 * `signedIn`.
 * @example
 * const siwx = createFakeSiwx({ required: true })
 * createKit({ ..., siwx })
 */
export function createFakeSiwx(parameters: CreateFakeSiwxParameters = {}): FakeSiwx {
  const { required = false, signOutOnDisconnect = false, expirationTime } = parameters
  const calls: FakeSiwx['calls'] = []
  const sessions: SiwxSession[] = []
  const stored = (chainId: string, address: string): SiwxSession => ({
    data: {
      accountAddress: address,
      chainId,
      domain: 'app.example',
      uri: 'https://app.example',
      version: '1',
      nonce: 'storednonce1',
      expirationTime,
    },
    message: `stored ${chainId} ${address}`,
    signature: '0xstored',
  })
  const preset = (parameters.signedIn ?? []).map((key) => {
    const [namespace = '', reference = '', address = ''] = key.split(/[|:]/)
    return stored(`${namespace}:${reference}`, address)
  })
  const record = (method: string, ...args: unknown[]) => calls.push({ method, args })
  return {
    calls,
    sessions,
    signOutOnDisconnect,
    getRequired: () => required,
    async createMessage(input): Promise<SiwxMessage> {
      record('createMessage', input)
      if (parameters.createMessage) throw parameters.createMessage
      const data = {
        ...input,
        domain: 'app.example',
        uri: 'https://app.example',
        version: '1',
        nonce: `nonce${calls.length}abcdef`,
      }
      return { ...data, toString: () => `app.example wants you to sign in on ${input.chainId}` }
    },
    async addSession(session) {
      record('addSession', session)
      if (parameters.addSession) throw parameters.addSession
      sessions.push(session)
    },
    async getSessions(chainId: CaipNetworkId, address: string) {
      record('getSessions', chainId, address)
      if (parameters.getSessions) throw parameters.getSessions
      return [...preset, ...sessions].filter(
        (session) =>
          session.data.chainId === chainId &&
          session.data.accountAddress.toLowerCase() === address.toLowerCase(),
      )
    },
    async revokeSession(chainId: CaipNetworkId, address: string) {
      record('revokeSession', chainId, address)
    },
    async setSessions(next) {
      record('setSessions', next)
      sessions.splice(0, sessions.length, ...next)
    },
  }
}

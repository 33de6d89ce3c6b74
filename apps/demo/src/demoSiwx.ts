import type { SiwxConfig, SiwxSession } from '@kit/core'

export type CreateDemoSiwxParameters = { required: boolean }

const storageKey = 'kit-demo-siwx-sessions'

/**
 * The demo's own small sign-in setup for `?siwx=required|optional`, to try the modal's sign-in
 * flow: an EIP-4361-shaped message with a random nonce, and sessions kept for the tab (so a
 * reload keeps them). It checks nothing: an app uses `@kit/siwx`'s `createSIWX()`, which
 * verifies the signature, the domain and the nonce before it keeps a session.
 */
export function createDemoSiwx({ required }: CreateDemoSiwxParameters): SiwxConfig {
  const read = (): SiwxSession[] => {
    try {
      return JSON.parse(sessionStorage.getItem(storageKey) ?? '[]') as SiwxSession[]
    } catch {
      return []
    }
  }
  const write = (sessions: SiwxSession[]) => {
    try {
      sessionStorage.setItem(storageKey, JSON.stringify(sessions))
    } catch {
      // Storage blocked: sign-in lasts until the page closes.
    }
  }
  const sameAccount = (session: SiwxSession, chainId: string, address: string) =>
    session.data.chainId === chainId &&
    session.data.accountAddress.toLowerCase() === address.toLowerCase()
  return {
    getRequired: () => required,
    signOutOnDisconnect: true,
    async createMessage({ chainId, accountAddress }) {
      const nonce = [...crypto.getRandomValues(new Uint8Array(12))]
        .map((byte) => byte.toString(16).padStart(2, '0'))
        .join('')
      const data = {
        accountAddress,
        chainId,
        domain: location.host,
        uri: location.origin,
        version: '1',
        nonce,
        statement: 'Sign in to the Kit demo.',
        issuedAt: new Date().toISOString(),
      }
      const text = [
        `${data.domain} wants you to sign in with your Ethereum account:`,
        accountAddress,
        '',
        data.statement,
        '',
        `URI: ${data.uri}`,
        `Version: ${data.version}`,
        `Chain ID: ${chainId.split(':')[1]}`,
        `Nonce: ${nonce}`,
        `Issued At: ${data.issuedAt}`,
      ].join('\n')
      return { ...data, toString: () => text }
    },
    async addSession(session) {
      write([...read(), session])
    },
    async getSessions(chainId, address) {
      return read().filter((session) => sameAccount(session, chainId, address))
    },
    async revokeSession(chainId, address) {
      write(read().filter((session) => !sameAccount(session, chainId, address)))
    },
    async setSessions(sessions) {
      write(sessions)
    },
  }
}

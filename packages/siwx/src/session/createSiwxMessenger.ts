import { InvalidSiwxFieldError } from '../errors/message.js'
import { SiwxVerifierConfigError } from '../errors/verify.js'
import { buildSiwxMessage } from '../message/buildSiwxMessage.js'
import { checksumAddress } from '../message/checksumAddress.js'
import type { SiwxMessage, SiwxNamespace } from '../message/types.js'
import { resolveNonce } from '../nonce/resolveNonce.js'
import type { SiwxCreatedMessage, SiwxMessageInput, SiwxMessenger } from './types.js'

/** Messages expire this long after they are issued, unless told. */
export const defaultExpirationMs = 24 * 60 * 60 * 1000

export type CreateSiwxMessengerParameters = {
  /** The app's host (`host:port`); `location.host` unless told. */
  domain?: string | undefined
  /** The URI signed in to, without query or fragment; `location.origin` unless told. */
  uri?: string | undefined
  /** One line shown to the visitor. */
  statement?: string | undefined
  resources?: readonly string[] | undefined
  /** Milliseconds from `Issued At` to `Expiration Time`; 24 hours unless told. */
  expiration?: number | undefined
  /** The server's nonce issuer; without it, nonces come from the CSPRNG (client-only setups). */
  getNonce?: ((input: SiwxMessageInput) => Promise<string>) | undefined
  /** Milliseconds since the epoch; `Date.now` unless told. */
  now?: (() => number) | undefined
}

const namespaces: readonly SiwxNamespace[] = ['eip155', 'solana', 'bip122']
// Valid addresses, to check a message's other fields before its account is known.
const placeholderAddresses: Record<SiwxNamespace, string> = {
  eip155: '0x0000000000000000000000000000000000000000',
  solana: '11111111111111111111111111111111',
  bip122: 'bc1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq',
}

/**
 * Makes sign-in messages: CAIP-122 text for the account's namespace (EIP-4361 for eip155, with
 * the EIP-55 address), a nonce from `getNonce` or the CSPRNG, `Issued At` now and an
 * `Expiration Time`. A chain outside eip155, solana and bip122, or a field that breaks the
 * grammar, throws; an invalid account address (AppKit passes '' before it knows it) throws only
 * when the text is asked for (`toString()`).
 * @example
 * const messenger = createSiwxMessenger({ statement: 'Sign in to Example.' })
 * const message = await messenger.createMessage({ accountAddress, chainId: 'eip155:1' })
 */
export function createSiwxMessenger({
  domain,
  uri,
  statement,
  resources,
  expiration = defaultExpirationMs,
  getNonce,
  now = Date.now,
}: CreateSiwxMessengerParameters = {}): SiwxMessenger {
  return {
    async createMessage(input) {
      const { accountAddress, chainId, notBefore } = input
      const colon = chainId.indexOf(':')
      const namespace = chainId.slice(0, colon) as SiwxNamespace
      if (colon < 0 || !namespaces.includes(namespace))
        throw new SiwxVerifierConfigError({ parameter: 'chainId' })
      const address =
        namespace === 'eip155' && /^0x[0-9a-fA-F]{40}$/.test(accountAddress)
          ? checksumAddress(accountAddress)
          : accountAddress
      const issued = now()
      const fields: SiwxMessage = {
        namespace,
        domain: domain ?? locationPart('host'),
        address,
        uri: uri ?? locationPart('origin'),
        version: '1',
        chainId: chainId.slice(colon + 1),
        nonce: await resolveNonce({ getNonce: getNonce && (() => getNonce(input)) }),
        issuedAt: new Date(issued).toISOString(),
        expirationTime: new Date(issued + expiration).toISOString(),
      }
      if (statement !== undefined) fields.statement = statement
      if (notBefore !== undefined) fields.notBefore = notBefore
      if (resources !== undefined) fields.resources = [...resources]
      // AppKit asks for a message before the address is known (one-click auth passes '', an
      // embedded wallet a placeholder) to read its other fields: every field is checked now,
      // the address when the text is asked for.
      let text: string | undefined
      try {
        text = buildSiwxMessage(fields)
      } catch (error) {
        if (!(error instanceof InvalidSiwxFieldError) || error.field !== 'address') throw error
        buildSiwxMessage({ ...fields, address: placeholderAddresses[namespace] })
      }
      const message: SiwxCreatedMessage = {
        accountAddress: address,
        chainId,
        domain: fields.domain,
        uri: fields.uri,
        version: fields.version,
        nonce: fields.nonce,
        issuedAt: fields.issuedAt,
        expirationTime: fields.expirationTime,
        toString: () => {
          text ??= buildSiwxMessage(fields)
          return text
        },
      }
      if (fields.statement !== undefined) message.statement = fields.statement
      if (fields.notBefore !== undefined) message.notBefore = fields.notBefore
      if (fields.resources !== undefined) message.resources = [...fields.resources]
      return message
    },
  }
}

/** The page's `location.host` or `location.origin`; a page-less caller must give its own. */
export function locationPart(part: 'host' | 'origin'): string {
  const value = (globalThis as { location?: Partial<Location> }).location?.[part]
  if (typeof value !== 'string' || value === '' || value === 'null')
    throw new SiwxVerifierConfigError({ parameter: part === 'host' ? 'domain' : 'uri' })
  return value
}

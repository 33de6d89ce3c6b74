import { describe, expect, it } from 'vitest'
import { BaseError } from './BaseError.js'
import {
  InvalidPairingUriError,
  PairingExpiredError,
  UnsafeWalletLinkError,
  WalletConnectUnavailableError,
} from './walletConnect.js'

describe('WalletConnect errors', () => {
  it('InvalidPairingUriError carries its reason and nothing else', () => {
    const error = new InvalidPairingUriError('symKey')
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe('InvalidPairingUri')
    expect(error.reason).toBe('symKey')
    expect(error.shortMessage).toBe('Invalid pairing URI')
    expect(error.details).toBe('Reason: symKey')
  })

  it('UnsafeWalletLinkError names only the scheme', () => {
    const error = new UnsafeWalletLinkError('javascript')
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe('UnsafeWalletLink')
    expect(error.message).toBe('Unsafe wallet link\nDetails: Scheme: javascript')
    expect(new UnsafeWalletLinkError(undefined).details).toBe('Scheme: none')
  })

  it('PairingExpiredError keeps its cause', () => {
    const cause = new Error('late')
    const error = new PairingExpiredError({ cause })
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe('PairingExpired')
    expect(error.shortMessage).toBe('Pairing expired')
    expect(error.cause).toBe(cause)
  })

  it.each(['load', 'projectId', 'relay'] as const)(
    'WalletConnectUnavailableError for %s',
    (reason) => {
      const cause = new Error('chunk failed')
      const error = new WalletConnectUnavailableError(reason, { cause })
      expect(error).toBeInstanceOf(BaseError)
      expect(error.name).toBe('WalletConnectUnavailable')
      expect(error.reason).toBe(reason)
      expect(error.shortMessage).toBe('WalletConnect unavailable')
      expect(error.details).toBe(`Reason: ${reason}`)
      expect(error.cause).toBe(cause)
    },
  )
})

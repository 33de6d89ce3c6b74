import { BaseError, isUserRejection, UserRejectedRequestError } from '@kit/core'
import { describe, expect, test } from 'vitest'
import { UnknownRpcError } from '../errors/rpc.js'
import { hostileValues } from '../test/hostileValues.js'
import type { Eip1193Provider } from '../types/eip1193.js'
import { providerRequest } from './providerRequest.js'

const rejectingWith = (value: unknown): Eip1193Provider => ({
  request: () => Promise.reject(value),
})

const throwingWith = (value: unknown): Eip1193Provider => ({
  request: () => {
    throw value
  },
})

/** What the UI does with an error: none of it may throw. */
function useAsTheUiWould(error: BaseError) {
  isUserRejection(error)
  error.walk()
  return `${error.name}: ${error.shortMessage} ${error.message} ${error.details ?? ''}`
}

describe('providerRequest', () => {
  test('returns what the wallet answers', async () => {
    const provider: Eip1193Provider = { request: async () => '0x1' }
    await expect(providerRequest(provider, 'eth_chainId')).resolves.toBe('0x1')
  })

  test('a rejection with a code is mapped by it', async () => {
    const error = await providerRequest(rejectingWith({ code: 4001, message: 'no' }), 'm').catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(UserRejectedRequestError)
  })

  describe('F06: hostile rejections still give a typed error', () => {
    test.each(Object.entries(hostileValues()))('%s', async (_, value) => {
      for (const provider of [rejectingWith(value), throwingWith(value)]) {
        const error = await providerRequest(provider, 'wallet_switchEthereumChain').catch(
          (e: unknown) => e,
        )
        expect(error).toBeInstanceOf(BaseError)
        expect(() => useAsTheUiWould(error as BaseError)).not.toThrow()
        expect((error as BaseError).message.length).toBeLessThan(4_000)
      }
    })

    test('a provider whose request getter throws', async () => {
      const provider = {
        get request(): never {
          throw new Error('getter')
        },
      } as Eip1193Provider
      await expect(providerRequest(provider, 'eth_chainId')).rejects.toBeInstanceOf(BaseError)
    })

    test('a thrown string is read as the message', async () => {
      const error = await providerRequest(rejectingWith('User rejected the request.'), 'm').catch(
        (e: unknown) => e,
      )
      expect(error).toBeInstanceOf(UserRejectedRequestError)
    })

    test('an unreadable rejection is an UnknownRpcError without the hostile value as cause', async () => {
      const revoked = Proxy.revocable({}, {})
      revoked.revoke()
      const error = await providerRequest(rejectingWith(revoked.proxy), 'm').catch(
        (e: unknown) => e,
      )
      expect(error).toBeInstanceOf(UnknownRpcError)
      expect((error as BaseError).cause).toBeUndefined()
    })
  })
})

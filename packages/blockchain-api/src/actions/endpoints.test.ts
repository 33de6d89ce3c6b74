import { delay } from 'msw'
import { describe, expect, it } from 'vitest'
import * as fixtures from '../../test/fixtures.js'
import { createTestClient, json, text, useMockApi } from '../../test/mockApi.js'
import type { ApiClient } from '../createApiClient.js'
import type { ApiError } from '../errors/ApiError.js'
import { ApiSchemaError, HttpRequestError, RateLimitedError, TimeoutError } from '../errors/http.js'
import {
  NameSuggestionsError,
  RegisterNameError,
  ResolveNameError,
  ReverseNameError,
} from '../errors/profile.js'
import { isAbortError } from '../utils/isAbortError.js'
import { buildApprove } from './buildApprove.js'
import { buildTransaction } from './buildTransaction.js'
import { createSiwxSession } from './createSiwxSession.js'
import { getAllowance } from './getAllowance.js'
import { getAnalyticsConfig } from './getAnalyticsConfig.js'
import { getBalances } from './getBalances.js'
import { getConvertQuotes } from './getConvertQuotes.js'
import { getConvertTokens } from './getConvertTokens.js'
import { getFungiblePrice } from './getFungiblePrice.js'
import { getGasPrice } from './getGasPrice.js'
import { getIdentity } from './getIdentity.js'
import { getNameSuggestions } from './getNameSuggestions.js'
import { getOnrampOptions } from './getOnrampOptions.js'
import { getOnrampQuote } from './getOnrampQuote.js'
import { getOnrampUrl } from './getOnrampUrl.js'
import { getProfile } from './getProfile.js'
import { getReverseProfile } from './getReverseProfile.js'
import { getSession } from './getSession.js'
import { getSiwxSession } from './getSiwxSession.js'
import { getSupportedChains } from './getSupportedChains.js'
import { getTransactionHistory } from './getTransactionHistory.js'
import { getWalletAssets } from './getWalletAssets.js'
import { getWallets } from './getWallets.js'
import { issueSiwxNonce } from './issueSiwxNonce.js'
import { listSiwxSessions } from './listSiwxSessions.js'
import { registerName } from './registerName.js'
import { revokeSession } from './revokeSession.js'
import { revokeSiwxSession } from './revokeSiwxSession.js'
import { sendAnalyticsEvent } from './sendAnalyticsEvent.js'

const { route } = useMockApi()
const { address } = fixtures

type Endpoint = {
  method: 'get' | 'post'
  path: string
  /** A valid answer. */
  answer: unknown
  call: (client: ApiClient, signal?: AbortSignal) => Promise<unknown>
  idempotent: boolean
  /** Whether the answer is read and checked. */
  checked: boolean
  /** The endpoint's own error type, wrapping the pipeline's as `cause`. */
  wraps?: new (
    ...args: never[]
  ) => ApiError
}

const endpoints: Record<string, Endpoint> = {
  getSupportedChains: {
    method: 'get',
    path: '/v1/supported-chains',
    answer: fixtures.supportedChains,
    call: (client, signal) => getSupportedChains(client, { signal }),
    idempotent: true,
    checked: true,
  },
  getIdentity: {
    method: 'get',
    path: '/v1/identity/:address',
    answer: fixtures.identity,
    call: (client, signal) => getIdentity(client, { address }, { signal }),
    idempotent: true,
    checked: true,
  },
  getTransactionHistory: {
    method: 'get',
    path: '/v1/account/:account/history',
    answer: fixtures.history,
    call: (client, signal) => getTransactionHistory(client, { account: address }, { signal }),
    idempotent: true,
    checked: true,
  },
  getBalances: {
    method: 'get',
    path: '/v1/account/:address/balance',
    answer: fixtures.balances,
    call: (client, signal) => getBalances(client, { address, chainId: 'eip155:1' }, { signal }),
    idempotent: true,
    checked: true,
  },
  getWalletAssets: {
    method: 'post',
    path: '/v1/',
    answer: { jsonrpc: '2.0', id: 1, result: fixtures.walletAssets },
    call: (client, signal) => getWalletAssets(client, { account: address, chainId: 1 }, { signal }),
    idempotent: true,
    checked: true,
  },
  getConvertTokens: {
    method: 'get',
    path: '/v1/convert/tokens',
    answer: fixtures.convertTokens,
    call: (client, signal) => getConvertTokens(client, { chainId: 'eip155:1' }, { signal }),
    idempotent: true,
    checked: true,
  },
  getConvertQuotes: {
    method: 'get',
    path: '/v1/convert/quotes',
    answer: fixtures.convertQuotes,
    call: (client, signal) =>
      getConvertQuotes(
        client,
        { amount: '1', userAddress: address, from: 'a', to: 'b', gasPrice: '1' },
        { signal },
      ),
    idempotent: true,
    checked: true,
  },
  getFungiblePrice: {
    method: 'post',
    path: '/v1/fungible/price',
    answer: fixtures.fungiblePrice,
    call: (client, signal) =>
      getFungiblePrice(client, { addresses: [fixtures.tokenAddress] }, { signal }),
    idempotent: true,
    checked: true,
  },
  getAllowance: {
    method: 'get',
    path: '/v1/convert/allowance',
    answer: fixtures.allowance,
    call: (client, signal) =>
      getAllowance(client, { tokenAddress: 'a', userAddress: address }, { signal }),
    idempotent: true,
    checked: true,
  },
  getGasPrice: {
    method: 'get',
    path: '/v1/convert/gas-price',
    answer: fixtures.gasPrice,
    call: (client, signal) => getGasPrice(client, { chainId: 'eip155:1' }, { signal }),
    idempotent: true,
    checked: true,
  },
  buildTransaction: {
    method: 'post',
    path: '/v1/convert/build-transaction',
    answer: fixtures.builtTransaction,
    call: (client, signal) =>
      buildTransaction(
        client,
        { amount: '1', from: 'a', to: 'b', userAddress: address, slippage: 1 },
        { signal },
      ),
    idempotent: false,
    checked: true,
  },
  buildApprove: {
    method: 'get',
    path: '/v1/convert/build-approve',
    answer: fixtures.builtTransaction,
    call: (client, signal) =>
      buildApprove(client, { userAddress: address, from: 'a', to: 'b' }, { signal }),
    idempotent: true,
    checked: true,
  },
  getProfile: {
    method: 'get',
    path: '/v1/profile/account/:name',
    answer: fixtures.profile,
    call: (client, signal) => getProfile(client, { name: 'kitdev.kit.id' }, { signal }),
    idempotent: true,
    checked: true,
    wraps: ResolveNameError,
  },
  getReverseProfile: {
    method: 'get',
    path: '/v1/profile/reverse/:address',
    answer: [fixtures.profile],
    call: (client, signal) => getReverseProfile(client, { address }, { signal }),
    idempotent: true,
    checked: true,
    wraps: ReverseNameError,
  },
  getNameSuggestions: {
    method: 'get',
    path: '/v1/profile/suggestions/:name',
    answer: fixtures.nameSuggestions,
    call: (client, signal) => getNameSuggestions(client, { name: 'alice' }, { signal }),
    idempotent: true,
    checked: true,
    wraps: NameSuggestionsError,
  },
  registerName: {
    method: 'post',
    path: '/v1/profile/account',
    answer: {},
    call: (client, signal) => registerName(client, fixtures.registerBody, { signal }),
    idempotent: false,
    checked: false,
    wraps: RegisterNameError,
  },
  getOnrampUrl: {
    method: 'post',
    path: '/v1/generators/onrampurl',
    answer: fixtures.onrampUrl,
    call: (client, signal) =>
      getOnrampUrl(
        client,
        { destinationWallets: [{ address }], defaultNetwork: 'ethereum', partnerUserId: address },
        { signal },
      ),
    idempotent: false,
    checked: true,
  },
  getOnrampOptions: {
    method: 'get',
    path: '/v1/onramp/options',
    answer: fixtures.onrampOptions,
    call: (client, signal) => getOnrampOptions(client, { signal }),
    idempotent: true,
    checked: true,
  },
  getOnrampQuote: {
    method: 'post',
    path: '/v1/onramp/quote',
    answer: fixtures.onrampQuote,
    call: (client, signal) =>
      getOnrampQuote(
        client,
        { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '10', network: 'ethereum' },
        { signal },
      ),
    idempotent: true,
    checked: true,
  },
  getSession: {
    method: 'get',
    path: '/v1/sessions/:id',
    answer: fixtures.session,
    call: (client, signal) => getSession(client, { id: 's1' }, { signal }),
    idempotent: true,
    checked: true,
  },
  revokeSession: {
    method: 'post',
    path: '/v1/sessions/:id/revoke',
    answer: {},
    call: (client, signal) =>
      revokeSession(client, { id: 's1', pci: 'p', signature: '0x' }, { signal }),
    idempotent: false,
    checked: false,
  },
  issueSiwxNonce: {
    method: 'post',
    path: '/v1/siwx/nonce',
    answer: fixtures.siwxNonce,
    call: (client, signal) => issueSiwxNonce(client, {}, { signal }),
    idempotent: false,
    checked: true,
  },
  createSiwxSession: {
    method: 'post',
    path: '/v1/siwx/sessions',
    answer: fixtures.siwxSession,
    call: (client, signal) => {
      const { data, message, signature } = fixtures.siwxSession
      return createSiwxSession(client, { data, message, signature }, { signal })
    },
    idempotent: false,
    checked: true,
  },
  listSiwxSessions: {
    method: 'get',
    path: '/v1/siwx/sessions',
    answer: fixtures.siwxSessions,
    call: (client, signal) =>
      listSiwxSessions(client, { chainId: 'eip155:1', address }, { signal }),
    idempotent: true,
    checked: true,
  },
  getSiwxSession: {
    method: 'get',
    path: '/v1/siwx/sessions/:id',
    answer: fixtures.siwxSession,
    call: (client, signal) => getSiwxSession(client, { id: 'siwx-1' }, { signal }),
    idempotent: true,
    checked: true,
  },
  revokeSiwxSession: {
    method: 'post',
    path: '/v1/siwx/sessions/:id/revoke',
    answer: {},
    call: (client, signal) =>
      revokeSiwxSession(client, { id: 'siwx-1', signature: '0x' }, { signal }),
    idempotent: false,
    checked: false,
  },
  getWallets: {
    method: 'get',
    path: '/getWallets',
    answer: fixtures.wallets,
    call: (client, signal) => getWallets(client, { page: 1, entries: 40 }, { signal }),
    idempotent: true,
    checked: true,
  },
  getAnalyticsConfig: {
    method: 'get',
    path: '/getAnalyticsConfig',
    answer: { isAnalyticsEnabled: true },
    call: (client, signal) => getAnalyticsConfig(client, { signal }),
    idempotent: true,
    checked: true,
  },
  sendAnalyticsEvent: {
    method: 'post',
    path: '/e',
    answer: {},
    call: (client, signal) =>
      sendAnalyticsEvent(
        client,
        {
          eventId: 'e1',
          url: 'https://app.example',
          domain: 'app.example',
          timestamp: 1,
          props: { type: 'track', event: 'MODAL_OPEN' },
        },
        { signal },
      ),
    idempotent: false,
    checked: false,
  },
}

const all = Object.entries(endpoints)
const checked = all.filter(([, endpoint]) => endpoint.checked)

/** Calls the endpoint and returns its error, unwrapped from the endpoint's own type. */
async function failure(endpoint: Endpoint, client: ApiClient, signal?: AbortSignal) {
  const error = await endpoint.call(client, signal).then(
    () => undefined,
    (e: unknown) => e,
  )
  if (!endpoint.wraps) return error
  expect(error).toBeInstanceOf(endpoint.wraps)
  return (error as ApiError).cause
}

describe.each(all)('%s', (_, endpoint) => {
  it.each([500, 502, 503, 504])(
    'F01: %i is retried (when idempotent), then a typed error',
    async (status) => {
      const seen = route(endpoint.method, endpoint.path, text('', { status }))
      const { client, sleeps } = createTestClient()
      const error = await failure(endpoint, client)
      expect(error).toBeInstanceOf(HttpRequestError)
      expect((error as HttpRequestError).status).toBe(status)
      expect(seen).toHaveLength(endpoint.idempotent ? 4 : 1)
      expect(sleeps).toHaveLength(endpoint.idempotent ? 3 : 0)
    },
  )

  it('F01: succeeds after two failures (when idempotent)', async () => {
    const down = text('', { status: 503 })
    const seen = route(endpoint.method, endpoint.path, down, down, json(endpoint.answer))
    const { client } = createTestClient()
    if (endpoint.idempotent) {
      await endpoint.call(client)
      expect(seen).toHaveLength(3)
    } else {
      await failure(endpoint, client)
      expect(seen).toHaveLength(1)
    }
  })

  it('F02: Retry-After 86400 fails with RateLimitedError without waiting', async () => {
    const seen = route(
      endpoint.method,
      endpoint.path,
      text('', { status: 429, headers: { 'Retry-After': '86400' } }),
    )
    const { client, sleeps } = createTestClient()
    const error = await failure(endpoint, client)
    expect(error).toBeInstanceOf(RateLimitedError)
    expect((error as RateLimitedError).retryAfter).toBe(86_400_000)
    expect(seen).toHaveLength(1)
    expect(sleeps).toEqual([])
  })

  it('F03: a hung answer times out with TimeoutError, not retried', async () => {
    const seen = route(endpoint.method, endpoint.path, async () => {
      await delay('infinite')
      return json(endpoint.answer)
    })
    const { client } = createTestClient({ timeout: 30 })
    expect(await failure(endpoint, client)).toBeInstanceOf(TimeoutError)
    expect(seen).toHaveLength(1)
  })

  it('F04: a caller abort rejects with the AbortError, not a failure', async () => {
    route(endpoint.method, endpoint.path, async () => {
      await delay('infinite')
      return json(endpoint.answer)
    })
    const { client } = createTestClient()
    const controller = new AbortController()
    const result = endpoint.call(client, controller.signal).catch((e: unknown) => e)
    setTimeout(() => controller.abort(), 10)
    const error = await result
    expect(error).toBe(controller.signal.reason)
    expect(isAbortError(error)).toBe(true)
  })

  it('B08: refuses a 3 MB body with ResponseTooLargeError', async () => {
    route(endpoint.method, endpoint.path, () => text(' '.repeat(3 * 1024 * 1024)))
    const { client } = createTestClient()
    expect(await failure(endpoint, client)).toMatchObject({ name: 'ResponseTooLargeError' })
  })
})

describe.each(checked)('%s checks its answer (B07)', (_, endpoint) => {
  it('drops extra fields', async () => {
    const extra = Array.isArray(endpoint.answer)
      ? endpoint.answer.map((entry) => ({ ...entry, extra: 'x' }))
      : { ...(endpoint.answer as object), extra: 'x' }
    route(endpoint.method, endpoint.path, json(extra))
    const { client } = createTestClient()
    const result = await endpoint.call(client)
    expect(JSON.stringify(result)).not.toContain('extra')
  })

  it.each([
    ['truncated JSON', () => text(JSON.stringify(endpoint.answer).slice(0, -3))],
    [
      'HTML with status 200',
      () =>
        text('<!doctype html><title>Login</title>', { headers: { 'content-type': 'text/html' } }),
    ],
    ['an empty body', () => text('')],
    ['null', () => json(null)],
    ['the wrong container', () => json(Array.isArray(endpoint.answer) ? {} : [endpoint.answer])],
    ['a string', () => json('ok')],
    ['missing fields', () => json(Array.isArray(endpoint.answer) ? [{}] : {})],
  ])('refuses %s with ApiSchemaError, without retrying', async (_, reply) => {
    const seen = route(endpoint.method, endpoint.path, reply())
    const { client, sleeps } = createTestClient()
    expect(await failure(endpoint, client)).toBeInstanceOf(ApiSchemaError)
    expect(seen).toHaveLength(1)
    expect(sleeps).toEqual([])
  })
})

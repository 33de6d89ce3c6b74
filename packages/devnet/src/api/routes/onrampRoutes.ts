import type { OnrampOptionsResponse, OnrampQuote, OnrampUrlResponse } from '@kit/blockchain-api'
import { formatUnits, parseEther } from 'viem'
import { ApiRequestError } from '../../errors/api.js'
import { isRecord } from '../../utils/isRecord.js'
import type { ApiContext } from '../ApiContext.js'
import { jsonReply } from '../http/ApiReply.js'
import type { Route } from '../http/Route.js'
import { readBody } from '../http/readBody.js'
import { onrampPageCsp, onrampPageCss, onrampPageScript } from '../onramp/onrampPageAssets.js'
import { paymentCurrencyCents, quoteOnramp } from '../onramp/quoteOnramp.js'
import { renderOnrampPage } from '../onramp/renderOnrampPage.js'
import { onrampNetworkName, resolveOnrampNetwork } from '../onramp/resolveOnrampNetwork.js'
import { parseAddress } from '../params/parseAddress.js'
import { parseDecimal } from '../params/parseDecimal.js'
import type { ServedChain } from '../ServedChain.js'

/** Largest single purchase the local provider pays out, in native currency. */
const maxPurchase = parseEther('10')
const limits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'bank_transfer', min: '10.00', max: '25000.00' },
]

const mainnets = (context: ApiContext) => context.chains.filter((chain) => !chain.config.testnet)

/** A currency given as its id or as an object with an `id` (both shapes are seen). */
function currencyId(value: unknown, field: string): string {
  const id = isRecord(value) ? value.id : value
  if (typeof id !== 'string' || !/^[A-Za-z]{2,10}$/.test(id)) {
    throw new ApiRequestError({ field, description: 'Expected a currency id' })
  }
  return id.toUpperCase()
}

function chainForNetwork(context: ApiContext, network: string, field: string): ServedChain {
  const chainId = resolveOnrampNetwork(network)
  const chain = context.chains.find((candidate) => candidate.config.chainId === chainId)
  if (!chain) throw new ApiRequestError({ field, description: `Unsupported network ${network}` })
  return chain
}

/**
 * Onramp endpoints of SPEC §7 and the local provider page they link to: a person enters an
 * amount and presses Buy, and the funding dev account sends that much native currency.
 */
export const onrampRoutes: readonly Route[] = [
  {
    method: 'GET',
    path: '/v1/onramp/options',
    handle: (_, context) =>
      jsonReply({
        paymentCurrencies: Object.keys(paymentCurrencyCents).map((id) => ({
          id,
          payment_method_limits: limits,
        })),
        purchaseCurrencies: [
          {
            id: 'ETH',
            name: 'Ethereum',
            symbol: 'ETH',
            networks: mainnets(context)
              .filter((chain) => chain.native.symbol === 'ETH')
              .map((chain) => ({
                name: onrampNetworkName(chain.config.chainId),
                display_name: chain.config.name,
                chain_id: String(chain.config.chainId),
                contract_address: '',
              })),
          },
        ],
      } satisfies OnrampOptionsResponse),
  },
  {
    method: 'POST',
    path: '/v1/onramp/quote',
    async handle(request, context) {
      const body = await readBody(request.message)
      if (!isRecord(body)) {
        throw new ApiRequestError({ field: 'body', description: 'Expected an object' })
      }
      const purchaseCurrency = currencyId(body.purchaseCurrency, 'purchaseCurrency')
      const paymentCurrency = currencyId(body.paymentCurrency, 'paymentCurrency')
      if (purchaseCurrency !== 'ETH') {
        throw new ApiRequestError({ field: 'purchaseCurrency', description: 'Only ETH is sold' })
      }
      if (!Object.hasOwn(paymentCurrencyCents, paymentCurrency)) {
        throw new ApiRequestError({ field: 'paymentCurrency', description: 'Pay in USD or EUR' })
      }
      const amount = parseDecimal(body.amount, 'amount', 2)
      if (Number(amount) < 10 || Number(amount) > 25_000) {
        throw new ApiRequestError({ field: 'amount', description: 'Amount must be 10 to 25,000' })
      }
      if (
        body.network !== undefined &&
        (typeof body.network !== 'string' || body.network.length > 64)
      ) {
        throw new ApiRequestError({ field: 'network', description: 'Expected a network name' })
      }
      const price = mainnets(context)[0]?.native.price ?? 0
      const quote = quoteOnramp({ amount, paymentCurrency, purchaseCurrency, price })
      return jsonReply(quote satisfies OnrampQuote)
    },
  },
  {
    method: 'POST',
    path: '/v1/generators/onrampurl',
    async handle(request, context) {
      const body = await readBody(request.message)
      if (!isRecord(body)) {
        throw new ApiRequestError({ field: 'body', description: 'Expected an object' })
      }
      const wallets = body.destinationWallets
      if (!Array.isArray(wallets) || wallets.length === 0 || wallets.length > 10) {
        throw new ApiRequestError({
          field: 'destinationWallets',
          description: 'Expected 1 to 10 destination wallets',
        })
      }
      const [wallet] = wallets
      const address = parseAddress(
        isRecord(wallet) ? wallet.address : undefined,
        'destinationWallets[0].address',
      )
      const blockchains =
        isRecord(wallet) && Array.isArray(wallet.blockchains) ? wallet.blockchains : []
      let chain: ServedChain | undefined
      if (body.defaultNetwork !== undefined) {
        if (typeof body.defaultNetwork !== 'string') {
          throw new ApiRequestError({
            field: 'defaultNetwork',
            description: 'Expected a network name',
          })
        }
        chain = chainForNetwork(context, body.defaultNetwork, 'defaultNetwork')
      }
      chain ??= blockchains
        .filter((name): name is string => typeof name === 'string')
        .map((name) => context.chains.find((c) => c.config.chainId === resolveOnrampNetwork(name)))
        .find((candidate) => candidate !== undefined)
      chain ??= mainnets(context)[0] ?? context.chains[0]
      if (!chain) throw new ApiRequestError({ field: 'defaultNetwork', description: 'No network' })

      let amount = '0.05'
      if (body.presetCryptoAmount !== undefined) {
        amount = parseDecimal(body.presetCryptoAmount, 'presetCryptoAmount')
      } else if (body.presetFiatAmount !== undefined && chain.native.price > 0) {
        const fiat = parseDecimal(body.presetFiatAmount, 'presetFiatAmount', 2)
        amount = (Math.floor((Number(fiat) / chain.native.price) * 1e6) / 1e6).toString()
      }
      const purchase = context.onramp.create({
        chainId: chain.config.chainId,
        address,
        amount,
        createdAt: context.now(),
      })
      const url = `${context.baseUrl}/onramp/provider?session=${purchase.id}`
      return jsonReply({ url } satisfies OnrampUrlResponse)
    },
  },
  {
    method: 'GET',
    path: '/onramp/provider',
    handle(request, context) {
      const purchase = context.onramp.get(request.url.searchParams.get('session') ?? '')
      const chain = context.chains.find(
        (candidate) => candidate.config.chainId === purchase?.chainId,
      )
      if (!purchase || !chain) {
        throw new ApiRequestError({
          status: 404,
          field: 'session',
          description: 'Unknown purchase',
        })
      }
      return {
        status: 200,
        text: renderOnrampPage({
          purchase,
          networkName: chain.config.name,
          symbol: chain.native.symbol,
        }),
        contentType: 'text/html; charset=utf-8',
        headers: {
          'content-security-policy': onrampPageCsp,
          'cache-control': 'no-store',
          'referrer-policy': 'no-referrer',
        },
      }
    },
  },
  {
    method: 'GET',
    path: '/onramp/provider.js',
    handle: () => ({
      status: 200,
      text: onrampPageScript,
      contentType: 'text/javascript; charset=utf-8',
    }),
  },
  {
    method: 'GET',
    path: '/onramp/provider.css',
    handle: () => ({ status: 200, text: onrampPageCss, contentType: 'text/css; charset=utf-8' }),
  },
  {
    method: 'POST',
    path: '/onramp/provider/buy',
    async handle(request, context) {
      const body = await readBody(request.message, 4 * 1024)
      if (!isRecord(body)) {
        throw new ApiRequestError({ field: 'body', description: 'Expected an object' })
      }
      const purchase =
        typeof body.session === 'string' ? context.onramp.get(body.session) : undefined
      const chain = context.chains.find(
        (candidate) => candidate.config.chainId === purchase?.chainId,
      )
      if (!purchase || !chain) {
        throw new ApiRequestError({
          status: 404,
          field: 'session',
          description: 'Unknown purchase',
        })
      }
      const amount = parseDecimal(body.amount, 'amount')
      const value = parseEther(amount)
      if (value <= 0n || value > maxPurchase) {
        throw new ApiRequestError({
          field: 'amount',
          description: `Buy more than 0 and at most ${formatUnits(maxPurchase, 18)} ${chain.native.symbol}`,
        })
      }
      if (
        !context.onramp.claim(purchase.id, { amount: formatUnits(value, 18), at: context.now() })
      ) {
        throw new ApiRequestError({
          status: 409,
          field: 'session',
          description: 'This purchase is already paid out',
        })
      }
      let hash: string | undefined
      try {
        hash = await chain.fund(purchase.address, value)
      } finally {
        context.onramp.settle(purchase.id, hash)
      }
      return jsonReply({
        hash,
        amount: formatUnits(value, 18),
        symbol: chain.native.symbol,
        to: purchase.address,
        chainId: chain.caip2,
      })
    },
  },
]

import { getAddress, isAddress } from 'viem'
import { ApiRequestError } from '../../errors/api.js'
import type { ApiReply } from '../http/ApiReply.js'
import type { Route } from '../http/Route.js'
import { initialsOf } from '../images/initialsOf.js'
import { networkImages } from '../images/networkImages.js'
import { renderBadgeSvg } from '../images/renderBadgeSvg.js'
import { renderPixelArtSvg } from '../images/renderPixelArtSvg.js'

/** Colours of the well-known symbols; others get a colour from their name. */
const symbolColors: Readonly<Record<string, string>> = {
  ETH: '#627eea',
  POL: '#8247e5',
  KUSD: '#2775ca',
  KDAI: '#f5ac37',
  KBTC: '#f7931a',
  PTS: '#8b5cf6',
  KITP: '#e4405f',
  FREE: '#e5243b',
}
const currencySigns: Readonly<Record<string, string>> = { USD: '$', EUR: '€', GBP: '£' }

const idPattern = /^[A-Za-z0-9._-]{1,80}$/

const svgReply = (svg: string): ApiReply => ({
  status: 200,
  text: svg,
  contentType: 'image/svg+xml',
  headers: {
    'cache-control': 'public, max-age=86400',
    // Opened as a document, the SVG still runs and loads nothing.
    'content-security-policy': "default-src 'none'",
  },
})

function imageId(value: string | undefined): string {
  if (value === undefined || !idPattern.test(value)) {
    throw new ApiRequestError({ field: 'id', description: 'Invalid image id' })
  }
  return value
}

/** Generated SVG images: wallets, assets, currencies, tokens and NFTs. */
export const imageRoutes: readonly Route[] = [
  {
    method: 'GET',
    path: '/getWalletImage/:id',
    handle(request, context) {
      const id = imageId(request.params.id)
      const name = context.catalogue.imageNames.get(id)
      if (!name)
        throw new ApiRequestError({ status: 404, field: 'id', description: 'Unknown image' })
      return svgReply(renderBadgeSvg({ label: name, text: initialsOf(name), shape: 'rounded' }))
    },
  },
  {
    method: 'GET',
    path: '/public/getAssetImage/:id',
    handle(request) {
      const id = imageId(request.params.id)
      const network = networkImages.get(id)
      if (network) {
        const { name, text, color } = network
        return svgReply(renderBadgeSvg({ label: name, text, shape: 'circle', color }))
      }
      return svgReply(
        renderBadgeSvg({ label: id, text: initialsOf(id.replace(/[-_.]/g, ' ')), shape: 'circle' }),
      )
    },
  },
  {
    method: 'GET',
    path: '/public/getCurrencyImage/:id',
    handle(request) {
      const id = imageId(request.params.id).toUpperCase()
      const text = currencySigns[id] ?? id.slice(0, 3)
      return svgReply(renderBadgeSvg({ label: id, text, shape: 'circle' }))
    },
  },
  {
    method: 'GET',
    path: '/public/getTokenImage/:id',
    handle(request) {
      const id = imageId(request.params.id)
      const symbol = id.toUpperCase()
      const text = symbol.length <= 4 ? symbol : symbol.slice(0, 3)
      return svgReply(
        renderBadgeSvg({ label: symbol, text, shape: 'circle', color: symbolColors[symbol] }),
      )
    },
  },
  {
    method: 'GET',
    path: '/public/getNftImage/:contract/:tokenId',
    handle(request, context) {
      const { contract, tokenId } = request.params
      if (!contract || !isAddress(contract)) {
        throw new ApiRequestError({ field: 'contract', description: 'Invalid address' })
      }
      if (!tokenId || !/^(0|[1-9][0-9]{0,77})$/.test(tokenId)) {
        throw new ApiRequestError({ field: 'tokenId', description: 'Invalid token id' })
      }
      const address = getAddress(contract)
      const spam = context.chains.some((chain) =>
        chain.collections.some((collection) => collection.address === address && collection.spam),
      )
      return svgReply(renderPixelArtSvg({ label: `${address}:${tokenId}`, spam }))
    },
  },
]

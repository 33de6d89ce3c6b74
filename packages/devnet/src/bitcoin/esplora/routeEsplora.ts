import {
  BitcoinTransactionRejectedError,
  InvalidBitcoinAddressError,
} from '../../errors/bitcoin.js'
import type { BitcoinNode } from '../createBitcoinNode.js'
import { routeAddress } from './addressRoutes.js'
import { routeBlocks } from './blockRoutes.js'
import { routeMempool } from './mempoolRoutes.js'
import { routePost } from './postRoutes.js'
import type { EsploraRequest, EsploraResponse } from './response.js'
import { text } from './response.js'
import { routeTx } from './txRoutes.js'

const getRoutes = [routeBlocks, routeTx, routeAddress, routeMempool]

/** Answers one Esplora request from the node; plain-text errors with electrs' wording. */
export function routeEsplora(node: BitcoinNode, request: EsploraRequest): EsploraResponse {
  const segments = request.path.split('/').slice(1)
  try {
    if (request.method === 'POST') {
      const answer = routePost(node, segments, request.body ?? '')
      if (answer) return answer
    }
    if (request.method === 'GET') {
      for (const route of getRoutes) {
        const answer = route(node, segments)
        if (answer) return answer
      }
    }
    return text(404, 'Not found')
  } catch (error) {
    if (error instanceof InvalidBitcoinAddressError) return text(400, 'Invalid Bitcoin address')
    if (error instanceof BitcoinTransactionRejectedError) return text(400, error.esploraMessage)
    throw error
  }
}

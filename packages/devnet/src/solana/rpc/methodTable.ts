import { accountMethods } from './methods/accountMethods.js'
import { clusterMethods } from './methods/clusterMethods.js'
import { historyMethods } from './methods/historyMethods.js'
import { sendMethods } from './methods/sendMethods.js'
import { tokenMethods } from './methods/tokenMethods.js'
import type { RpcMethod } from './RpcContext.js'

/** Every HTTP JSON-RPC method the local Solana RPC answers, by name. */
export const methodTable: ReadonlyMap<string, RpcMethod> = new Map(
  Object.entries({
    ...accountMethods,
    ...clusterMethods,
    ...historyMethods,
    ...sendMethods,
    ...tokenMethods,
  }),
)

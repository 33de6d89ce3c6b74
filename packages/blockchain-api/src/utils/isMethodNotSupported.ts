import { RpcResponseError } from '../errors/rpc.js'

/** JSON-RPC "method not found" (-32601): the network does not support the call. */
export function isMethodNotSupported(error: unknown): boolean {
  return error instanceof RpcResponseError && error.code === -32601
}

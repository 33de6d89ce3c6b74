// The eip155 verifier: EOA signatures locally, contract wallets (ERC-1271, ERC-6492) over RPC.
export {
  type CreateEip155VerifierParameters,
  createEip155Verifier,
} from '../eip155/createEip155Verifier.js'
export { hashMessage } from '../eip155/hashMessage.js'
export type { Eip155Request } from '../eip155/rpc.js'

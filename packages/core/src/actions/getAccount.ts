import type { Kit } from '../types/kit.js'
import type { ChainNamespace } from '../types/network.js'
import { selectChain } from '../utils/selectChain.js'
import { getState } from './state.js'

export type GetAccountParameters = { namespace?: ChainNamespace | undefined }

/** The connected account of a namespace (the active one by default). */
export function getAccount(kit: Kit, { namespace }: GetAccountParameters = {}) {
  return selectChain(getState(kit, 'chains'), { namespace })?.account
}

export type GetAccountReturnType = ReturnType<typeof getAccount>

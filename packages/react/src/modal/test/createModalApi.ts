import { type CreateFakeApiParameters, createFakeApi, type FakeApi } from '@kit/test-fixtures'

/** The modal's networks (mainnet, Optimism, Polygon) as CAIP ids and hex chain ids. */
const modalChains = ['eip155:1', 'eip155:10', 'eip155:137']
const modalHexChains = ['0x1', '0xa', '0x89']

/**
 * The shared fake API with neutral defaults for the modal's tests: an empty catalogue, no
 * balances, history or NFTs, and the modal's three networks supported.
 */
export function createModalApi(parameters: CreateFakeApiParameters = {}): FakeApi {
  return createFakeApi({
    wallets: [],
    balances: [],
    assets: Object.fromEntries(modalHexChains.map((chain) => [chain, []])),
    supportedChains: modalChains,
    ...parameters,
  })
}

import type { Connector, WalletConnectPart } from '@kit/core'

/** The account the test wallet connects with (anvil's first dev account). */
export const testAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** The MetaMask-like wallet the modal's tests announce unless told otherwise. */
export const testConnector: Connector = {
  id: 'io.metamask',
  type: 'ANNOUNCED',
  name: 'MetaMask',
  chain: 'eip155',
  imageUrl: 'data:image/png;base64,iVBORw0KGgo=',
  info: { rdns: 'io.metamask' },
}

/** A WalletConnect part for the test wallet: proposes every network, connects `testAddress`. */
export const testWalletConnectPart: WalletConnectPart = {
  propose: ({ networks }) => ({
    chains: networks.map((network) => network.caipNetworkId),
    methods: ['personal_sign'],
    events: [],
  }),
  connect: () => ({ address: testAddress, chainId: 1 }),
}

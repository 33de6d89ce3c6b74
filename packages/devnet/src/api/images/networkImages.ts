/** How the local catalogue draws one network's asset image. */
export type NetworkImage = { readonly name: string; readonly text: string; readonly color: string }

/**
 * The catalogue image ids of the well-known networks (the ids the kit maps their chains to),
 * drawn as a disc in the network's colour with its short mark.
 */
export const networkImages: ReadonlyMap<string, NetworkImage> = new Map([
  ['ba0ba0cd-17c6-4806-ad93-f9d174f17900', { name: 'Ethereum', text: 'ETH', color: '#627eea' }],
  ['ab9c186a-c52f-464b-2906-ca59d760a400', { name: 'OP Mainnet', text: 'OP', color: '#ff0420' }],
  [
    '93564157-2e8e-4ce7-81df-b264dbee9b00',
    { name: 'BNB Smart Chain', text: 'BNB', color: '#f0b90b' },
  ],
  ['02b53f6a-e3d4-479e-1cb4-21178987d100', { name: 'Gnosis', text: 'GNO', color: '#3e6957' }],
  ['41d04d42-da3b-4453-8506-668cc0727900', { name: 'Polygon', text: 'POL', color: '#8247e5' }],
  ['b310f07f-4ef7-49f3-7073-2a0a39685800', { name: 'zkSync', text: 'ZK', color: '#4e529a' }],
  ['7289c336-3981-4081-c5f4-efc26ac64a00', { name: 'Base', text: 'B', color: '#0052ff' }],
  ['3bff954d-5cb0-47a0-9a23-d20192e74600', { name: 'Arbitrum One', text: 'ARB', color: '#28a0f0' }],
  ['30c46e53-e989-45fb-4549-be3bd4eb3b00', { name: 'Avalanche', text: 'AVAX', color: '#e84142' }],
  ['8d3ecfbd-7d6c-4e8e-6a2e-7d6e0d0c0400', { name: 'Zora', text: 'Z', color: '#2b5df0' }],
  ['e909ea0a-f92a-4512-c8fc-748044ea6800', { name: 'Sepolia', text: 'SEP', color: '#8a92b2' }],
])

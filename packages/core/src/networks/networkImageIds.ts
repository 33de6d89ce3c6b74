import type { CaipNetworkId } from '../types/network.js'

/**
 * The catalogue's image id of each well-known network, by CAIP-2 id; the image is served at
 * `/public/getAssetImage/{imageId}`. A network's own `assets.imageId` takes precedence.
 */
export const networkImageIds: Readonly<Record<CaipNetworkId, string>> = Object.freeze({
  'eip155:1': 'ba0ba0cd-17c6-4806-ad93-f9d174f17900',
  'eip155:10': 'ab9c186a-c52f-464b-2906-ca59d760a400',
  'eip155:56': '93564157-2e8e-4ce7-81df-b264dbee9b00',
  'eip155:100': '02b53f6a-e3d4-479e-1cb4-21178987d100',
  'eip155:137': '41d04d42-da3b-4453-8506-668cc0727900',
  'eip155:324': 'b310f07f-4ef7-49f3-7073-2a0a39685800',
  'eip155:8453': '7289c336-3981-4081-c5f4-efc26ac64a00',
  'eip155:42161': '3bff954d-5cb0-47a0-9a23-d20192e74600',
  'eip155:43114': '30c46e53-e989-45fb-4549-be3bd4eb3b00',
  'eip155:7777777': '8d3ecfbd-7d6c-4e8e-6a2e-7d6e0d0c0400',
  'eip155:11155111': 'e909ea0a-f92a-4512-c8fc-748044ea6800',
})

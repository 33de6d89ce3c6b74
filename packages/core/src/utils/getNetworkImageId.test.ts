import { describe, expect, it } from 'vitest'
import { arbitrum, base, mainnet, optimism, polygon, sepolia } from '../networks/evmNetworks.js'
import { networkImageIds } from '../networks/networkImageIds.js'
import { defineNetwork } from './defineNetwork.js'
import { getNetworkImageId } from './getNetworkImageId.js'

describe('getNetworkImageId', () => {
  it('item 17c: every built-in network has the catalogue image id of its chain', () => {
    expect(getNetworkImageId(mainnet)).toBe('ba0ba0cd-17c6-4806-ad93-f9d174f17900')
    expect(getNetworkImageId(optimism)).toBe('ab9c186a-c52f-464b-2906-ca59d760a400')
    expect(getNetworkImageId(polygon)).toBe('41d04d42-da3b-4453-8506-668cc0727900')
    expect(getNetworkImageId(arbitrum)).toBe('3bff954d-5cb0-47a0-9a23-d20192e74600')
    expect(getNetworkImageId(base)).toBe('7289c336-3981-4081-c5f4-efc26ac64a00')
    expect(getNetworkImageId(sepolia)).toBe('e909ea0a-f92a-4512-c8fc-748044ea6800')
  })

  it('item 17c: an app network on a known chain gets the image id without naming it', () => {
    const network = defineNetwork({ ...mainnet, caipNetworkId: undefined, id: 8453 })
    expect(network.caipNetworkId).toBe('eip155:8453')
    expect(getNetworkImageId(network)).toBe(networkImageIds['eip155:8453'])
  })

  it("item 17c: the network's own plain image id wins; unusable ones are ignored", () => {
    const own = (imageId: string) =>
      getNetworkImageId({ caipNetworkId: 'eip155:1', assets: { imageId } })
    expect(own('my-image_1.v2')).toBe('my-image_1.v2')
    for (const bad of ['', '.', '..', '../x', 'a/b', 'a?b', 'x'.repeat(81)]) {
      expect(own(bad)).toBe(networkImageIds['eip155:1'])
    }
  })

  it('item 17c: unknown chains, and names inherited from Object, have no image id', () => {
    expect(getNetworkImageId({ caipNetworkId: 'eip155:31337' })).toBeUndefined()
    expect(getNetworkImageId({ caipNetworkId: 'toString' as 'a:b' })).toBeUndefined()
    expect(getNetworkImageId({ caipNetworkId: '__proto__' as 'a:b' })).toBeUndefined()
  })
})

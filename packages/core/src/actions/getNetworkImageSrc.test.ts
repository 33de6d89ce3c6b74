import { createFakeApi, createMemoryStorage, createMockAdapter } from '@kit/test-fixtures'
import { describe, expect, it, onTestFinished } from 'vitest'
import { createKit } from '../createKit.js'
import { mainnet, optimism } from '../networks/evmNetworks.js'
import { getNetworkImageSrc } from './getNetworkImageSrc.js'

function setup(explorer = 'https://explorer.test', chainImages?: Record<number | string, string>) {
  const kit = createKit({
    chainImages,
    networks: [mainnet, optimism],
    adapters: [createMockAdapter()],
    storage: createMemoryStorage(),
    projectId: 'test-project',
    serviceUrls: { api: 'https://api.test', explorer },
    fetch: createFakeApi().fetch,
  })
  onTestFinished(() => kit.destroy())
  return kit
}

describe('getNetworkImageSrc', () => {
  it("item 17c: a built-in network's image is the catalogue's asset image for its chain", () => {
    const kit = setup()
    const src = getNetworkImageSrc(kit, { network: mainnet })
    expect(src).toMatch(
      /^https:\/\/explorer\.test\/public\/getAssetImage\/ba0ba0cd-17c6-4806-ad93-f9d174f17900\?/,
    )
    expect(new URL(src!).searchParams.get('projectId')).toBe('test-project')
  })

  it('item 17c: a local plain-http service serves the image too', () => {
    const kit = setup('http://127.0.0.1:8600')
    expect(getNetworkImageSrc(kit, { network: optimism })).toMatch(
      /^http:\/\/127\.0\.0\.1:8600\/public\/getAssetImage\/ab9c186a-c52f-464b-2906-ca59d760a400\?/,
    )
  })

  it("item 17c: the network's own safe image URL wins; an unsafe one falls back to the id", () => {
    const kit = setup()
    const withUrl = (imageUrl: string) =>
      getNetworkImageSrc(kit, { network: { ...mainnet, assets: { imageUrl } } })
    expect(withUrl('https://cdn.example/eth.png')).toBe('https://cdn.example/eth.png')
    expect(withUrl('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=')
    for (const unsafe of ['javascript:alert(1)', 'http://evil.example/x.png', '/eth.png']) {
      expect(withUrl(unsafe)).toMatch(/^https:\/\/explorer\.test\/public\/getAssetImage\/ba0ba0cd-/)
    }
  })

  it('chainImages: the app image for a chain id or CAIP-2 id wins, when it is safe', () => {
    const kit = setup('https://explorer.test', {
      1: 'https://cdn.example/mainnet.png',
      'eip155:10': 'https://cdn.example/optimism.png',
      31337: 'javascript:alert(1)',
    })
    expect(getNetworkImageSrc(kit, { network: mainnet })).toBe('https://cdn.example/mainnet.png')
    expect(
      getNetworkImageSrc(kit, {
        network: { ...mainnet, assets: { imageUrl: 'https://cdn.example/own.png' } },
      }),
    ).toBe('https://cdn.example/mainnet.png')
    expect(getNetworkImageSrc(kit, { network: optimism })).toBe('https://cdn.example/optimism.png')
    expect(getNetworkImageSrc(kit, { network: { caipNetworkId: 'eip155:31337' } })).toBeUndefined()
  })

  it('item 17c: a network with neither has no image', () => {
    const kit = setup()
    expect(getNetworkImageSrc(kit, { network: { caipNetworkId: 'eip155:31337' } })).toBeUndefined()
    expect(
      getNetworkImageSrc(kit, {
        network: {
          caipNetworkId: 'eip155:31337',
          assets: { imageUrl: 'javascript:x', imageId: '..' },
        },
      }),
    ).toBeUndefined()
  })
})

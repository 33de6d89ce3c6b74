import { createDeferred, type FakeRoute, httpError } from '@kit/test-fixtures'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { nftAssets } from '../test/accountFixtures.js'
import { connectAndOpen } from '../test/connectAndOpen.js'
import { createModalApi } from '../test/createModalApi.js'
import { cleanupModal, renderModal } from '../test/renderModal.js'

afterEach(cleanupModal)

async function openNfts(routes: Record<string, FakeRoute>) {
  const api = createModalApi({ routes })
  const rendered = renderModal({ api })
  await connectAndOpen(rendered.kit)
  fireEvent.click(await screen.findByTestId('kit-account-tab-nfts'))
  return { ...rendered, api }
}

describe('NftGrid', () => {
  it('shows each NFT as an image tile named "name #id", asked for when the tab opens', async () => {
    const { api } = await openNfts({
      '/v1/': () =>
        nftAssets([
          { name: 'Punk', tokenId: '7', imageUrl: 'https://nft.example/7.png' },
          { name: 'Ape', tokenId: '12345678901234567890', imageUrl: 'javascript:alert(1)' },
        ]),
    })
    const tiles = await screen.findAllByTestId('kit-nft-tile')
    expect(tiles.map((tile) => tile.textContent)).toEqual(['Punk #7', 'Ape #12345678901234567890'])
    expect(tiles[0]!.querySelector('img')?.getAttribute('src')).toBe('https://nft.example/7.png')
    expect(tiles[1]!.querySelector('img')).toBeNull()
    expect(tiles[1]!.querySelector('[data-placeholder]')).not.toBeNull()
    const [request] = api.requests.filter((request) => request.path === '/v1/')
    expect(request?.query.get('chainId')).toBe('eip155:1')
  })

  it('shows skeleton tiles while loading, then an empty state', async () => {
    const gate = createDeferred()
    await openNfts({
      '/v1/': async () => {
        await gate.promise
        return { jsonrpc: '2.0', id: 1, result: {} }
      },
    })
    expect((await screen.findAllByTestId('kit-nft-skeleton')).length).toBe(6)
    await act(async () => gate.resolve())
    expect(await screen.findByText('No NFTs yet')).toBeTruthy()
    expect(screen.queryByTestId('kit-nft-skeleton')).toBeNull()
  })

  it('says when the network does not list NFTs', async () => {
    await openNfts({ '/v1/supported-chains': () => ({ http: ['eip155:10'], ws: [] }) })
    expect(await screen.findByText('NFTs not available')).toBeTruthy()
    expect(screen.getByText(/This network does not list NFTs/)).toBeTruthy()
    await waitFor(() => expect(screen.queryByTestId('kit-nft-tile')).toBeNull())
  })

  it('offers a Retry when the holdings cannot be loaded', async () => {
    let fail = true
    await openNfts({
      '/v1/': () => (fail ? httpError(400) : nftAssets([{ name: 'Punk', tokenId: '7' }])),
    })
    const retry = await screen.findByTestId('kit-nfts-retry')
    expect(screen.getByRole('alert').textContent).toContain('NFTs unavailable')
    fail = false
    fireEvent.click(retry)
    expect((await screen.findAllByTestId('kit-nft-tile')).map((t) => t.textContent)).toEqual([
      'Punk #7',
    ])
  })
})

import { describe, expect, it } from 'vitest'
import { createApiClient, sdkType, sdkVersion } from '../createApiClient.js'
import { getAssetImageUrl } from './getAssetImageUrl.js'
import { getCurrencyImageUrl } from './getCurrencyImageUrl.js'
import { getTokenImageUrl } from './getTokenImageUrl.js'
import { getWalletImageUrl } from './getWalletImageUrl.js'

const client = createApiClient({ baseUrl: 'https://api.example/base/', projectId: 'p1' })
const query = `projectId=p1&st=${sdkType}&sv=${encodeURIComponent(sdkVersion)}`

describe('image URLs', () => {
  it.each([
    [getWalletImageUrl, '/getWalletImage/'],
    [getAssetImageUrl, '/public/getAssetImage/'],
    [getCurrencyImageUrl, '/public/getCurrencyImage/'],
    [getTokenImageUrl, '/public/getTokenImage/'],
  ])('%o builds {base}%s{id}?projectId&st&sv', (build, path) => {
    expect(build(client, 'img-1')).toBe(`https://api.example/base${path}img-1?${query}`)
  })

  it.each([['../../admin'], ['x?projectId=evil#'], ['//evil.example']])(
    'encodes the id %j as one segment',
    (id) => {
      const url = new URL(getWalletImageUrl(client, id))
      expect(url.host).toBe('api.example')
      expect(url.pathname).toBe(`/base/getWalletImage/${encodeURIComponent(id)}`)
      expect(url.searchParams.get('projectId')).toBe('p1')
    },
  )
})

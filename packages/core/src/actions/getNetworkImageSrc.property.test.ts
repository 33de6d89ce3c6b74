import { fc, propertyTest } from '@kit/fuzz'
import { createFakeApi, createMemoryStorage, createMockAdapter } from '@kit/test-fixtures'
import { afterAll } from 'vitest'
import { createKit } from '../createKit.js'
import { mainnet } from '../networks/evmNetworks.js'
import { isSafeImageUrl } from '../utils/isSafeImageUrl.js'
import { getNetworkImageSrc } from './getNetworkImageSrc.js'

const kit = createKit({
  networks: [mainnet],
  adapters: [createMockAdapter()],
  storage: createMemoryStorage(),
  projectId: 'test-project',
  serviceUrls: { api: 'https://api.test', explorer: 'https://explorer.test' },
  fetch: createFakeApi().fetch,
})
afterAll(() => kit.destroy())

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined })
const imageUrl = fc.oneof(
  fc.string(),
  fc.webUrl(),
  fc.constantFrom('javascript:x', 'data:image/png,x'),
)
const imageId = fc.oneof(fc.string(), fc.uuid(), fc.constantFrom('.', '..', 'a/b'))
const caipNetworkId = fc.oneof(
  fc.integer({ min: 0 }).map((id) => `eip155:${id}` as const),
  fc.constantFrom(
    'eip155:1',
    'eip155:137',
    'toString:x',
    '__proto__:x',
  ) as fc.Arbitrary<`${string}:${string}`>,
)

propertyTest(
  'item 17c: any network image is undefined, its own safe URL, or one asset image on the catalogue',
  [caipNetworkId, maybe(imageUrl), maybe(imageId)],
  (id, url, image) => {
    const src = getNetworkImageSrc(kit, {
      network: { caipNetworkId: id, assets: { imageUrl: url, imageId: image } },
    })
    if (src === undefined || src === url) return src === undefined || isSafeImageUrl(src)
    const parsed = new URL(src)
    return (
      parsed.origin === 'https://explorer.test' &&
      /^\/public\/getAssetImage\/[^/]+$/.test(parsed.pathname)
    )
  },
)

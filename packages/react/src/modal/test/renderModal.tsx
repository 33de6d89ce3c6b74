import { type CreateKitReturnType, createKit, type KitOptions } from '@kit/core'
import { mainnet, optimism, polygon } from '@kit/core/networks'
import {
  type CreateMockAdapterParameters,
  createMockAdapter,
  type FakeApi,
} from '@kit/test-fixtures'
import { cleanup, render } from '@testing-library/react'
import { StrictMode } from 'react'
import { watchLocale } from '../../i18n/watchLocale.js'
import { Modal } from '../Modal.js'
import { createModalApi } from './createModalApi.js'
import { testAddress, testConnector } from './testWallet.js'

const kits: CreateKitReturnType[] = []
const teardowns: (() => void)[] = []

/** Unmounts what the last test rendered and stops its instances; call it in `afterEach`. */
export function cleanupModal() {
  cleanup()
  for (const teardown of teardowns.splice(0)) teardown()
  for (const kit of kits.splice(0)) kit.destroy()
}

export type RenderModalOptions = CreateMockAdapterParameters & {
  kitOptions?: Partial<KitOptions>
  strict?: boolean
  /** The services the instance talks to; by default `createModalApi()`. */
  api?: FakeApi
}

/**
 * A real Kit instance over the shared mock adapter (announcing the test wallet, connecting
 * `testAddress` on mainnet) and a fake API, with the modal rendered for it.
 */
export function renderModal({
  kitOptions,
  strict = false,
  api = createModalApi(),
  ...adapterParameters
}: RenderModalOptions = {}) {
  const mock = createMockAdapter({
    connectors: [testConnector],
    connect: { address: testAddress, chainId: 1 },
    getBalance: { balance: '1234.567891', symbol: 'ETH' },
    ...adapterParameters,
  })
  const kit = createKit({
    networks: [mainnet, optimism, polygon],
    adapters: [mock],
    storage: null,
    projectId: 'test',
    themeMode: 'dark',
    fetch: api.fetch,
    ...kitOptions,
    features: { analytics: false, ...kitOptions?.features },
  })
  kits.push(kit)
  // As `createAppKit` does: the instance's language loads when it is not English.
  teardowns.push(watchLocale(kit))
  const modal = <Modal kit={kit} />
  render(strict ? <StrictMode>{modal}</StrictMode> : modal)
  return { kit, mock, api }
}

import { type CreateKitReturnType, createKit, type KitOptions } from '@kit/core'
import { mainnet, optimism, polygon } from '@kit/core/networks'
import { cleanup, render } from '@testing-library/react'
import { StrictMode } from 'react'
import { Modal } from '../Modal.js'
import { createFakeApi, type FakeApi } from './createFakeApi.js'
import { createMockAdapter, type MockAdapterOptions } from './createMockAdapter.js'

const kits: CreateKitReturnType[] = []

/** Unmounts what the last test rendered and stops its instances; call it in `afterEach`. */
export function cleanupModal() {
  cleanup()
  for (const kit of kits.splice(0)) kit.destroy()
}

export type RenderModalOptions = MockAdapterOptions & {
  kitOptions?: Partial<KitOptions>
  strict?: boolean
  /** The services the instance talks to; by default an empty catalogue and history. */
  api?: FakeApi
}

/** A real Kit instance over the mock adapter and a fake API, with the modal rendered for it. */
export function renderModal({
  kitOptions,
  strict = false,
  api = createFakeApi(),
  ...adapterOptions
}: RenderModalOptions = {}) {
  const mock = createMockAdapter(adapterOptions)
  const kit = createKit({
    networks: [mainnet, optimism, polygon],
    adapters: [mock.adapter],
    storage: null,
    projectId: 'test',
    themeMode: 'dark',
    fetch: api.fetch,
    ...kitOptions,
    features: { analytics: false, ...kitOptions?.features },
  })
  kits.push(kit)
  const modal = <Modal kit={kit} />
  render(strict ? <StrictMode>{modal}</StrictMode> : modal)
  return { kit, mock, api }
}

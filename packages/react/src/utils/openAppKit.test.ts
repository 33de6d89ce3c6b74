// @vitest-environment jsdom
import { createKit } from '@kit/core'
import { mainnet } from '@kit/core/networks'
import { afterEach, describe, expect, it } from 'vitest'
import { ViewNotAvailableError } from '../errors/ViewNotAvailableError.js'
import { openAppKit } from './openAppKit.js'

const kits: ReturnType<typeof createKit>[] = []
const make = () => {
  const kit = createKit({ networks: [mainnet], storage: null })
  kits.push(kit)
  return kit
}
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
})

describe('openAppKit', () => {
  it('opens at a view the modal draws', async () => {
    const kit = make()
    await openAppKit(kit, { view: 'Networks' })
    expect(kit.stores.modal.open).toBe(true)
    expect(kit.stores.router.view).toBe('Networks')
  })

  it('opens at the start view without one', async () => {
    const kit = make()
    await openAppKit(kit)
    expect(kit.stores.modal.open).toBe(true)
  })

  it('says so for a view not drawn yet, and leaves the modal as it was', async () => {
    const kit = make()
    await expect(openAppKit(kit, { view: 'ApproveTransaction' })).rejects.toThrow(
      ViewNotAvailableError,
    )
    await expect(openAppKit(kit, { view: 'ConnectingFarcaster' })).rejects.toThrow(
      'The modal cannot open the ConnectingFarcaster view yet',
    )
    expect(kit.stores.modal.open).toBe(false)
  })

  it("hands Swap its arguments as the router's swap data", async () => {
    const kit = make()
    const swap = { fromToken: 'ETH', toToken: 'KUSD', amount: '1' }
    await openAppKit(kit, { view: 'Swap', arguments: swap })
    expect(kit.stores.router.view).toBe('Swap')
    expect(kit.stores.router.data?.swap).toEqual(swap)
  })

  it("says so for a pairing URI of the app's own", async () => {
    const kit = make()
    await expect(openAppKit(kit, { uri: 'wc:abc@2?relay-protocol=irn&symKey=00' })).rejects.toThrow(
      ViewNotAvailableError,
    )
    expect(kit.stores.modal.open).toBe(false)
  })
})

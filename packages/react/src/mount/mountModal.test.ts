import { createKit } from '@kit/core'
import { mainnet } from '@kit/core/networks'
import { afterEach, describe, expect, it } from 'vitest'
import type { ModalLoader } from './loadModal.js'
import { mountModal } from './mountModal.js'

type ModalCode = Awaited<ReturnType<ModalLoader>>

/** The modal's code as the loader gives it: a modal that draws nothing. */
const modalCode = {
  Modal: () => null,
  warmModalFonts: () => () => {},
} as unknown as ModalCode

/** A loader whose code arrives when the test says. */
function deferredLoader() {
  let arrive: (code: ModalCode) => void = () => {}
  const code = new Promise<ModalCode>((resolve) => {
    arrive = resolve
  })
  return { load: () => code, arrive: () => arrive(modalCode), loaded: code }
}

const roots = () => document.querySelectorAll('[data-kit-modal-root]')

afterEach(() => {
  for (const root of roots()) root.remove()
})

describe('mountModal', () => {
  it('appends the modal once its code has loaded, and removes it when destroyed', async () => {
    const kit = createKit({ networks: [mainnet], storage: null })
    const { load, arrive, loaded } = deferredLoader()
    const modal = mountModal(kit, load)
    modal.mount()
    expect(roots()).toHaveLength(0)
    arrive()
    await loaded
    await Promise.resolve()
    expect(roots()).toHaveLength(1)
    modal.destroy()
    expect(roots()).toHaveLength(0)
    kit.destroy()
  })

  it('mounts nothing when destroyed while its code was loading', async () => {
    const kit = createKit({ networks: [mainnet], storage: null })
    const { load, arrive, loaded } = deferredLoader()
    const modal = mountModal(kit, load)
    modal.mount()
    modal.destroy()
    kit.destroy()
    arrive()
    await loaded
    await Promise.resolve()
    expect(roots()).toHaveLength(0)
  })
})

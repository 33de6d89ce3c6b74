import { openModal } from '@kit/core/modules/actions/openModal'
import { act, cleanup, render, screen } from '@testing-library/react'
import { Profiler } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { Modal } from './Modal.js'
import { cleanupModal, renderModal } from './test/renderModal.js'

afterEach(() => {
  cleanup()
  cleanupModal()
})

// Every commit runs React's commit phase over the tree again: with a page's worth of them the
// engine compiles and keeps more of React's own code, so the modal commits no more than it must.
describe('the modal commits once per change', () => {
  it('mounts in one commit: no element kept in state, no height measured into state', async () => {
    const { kit } = renderModal()
    await screen.findByTestId('kit-wallet-row')
    cleanup()
    const commits: string[] = []
    render(
      <Profiler id="modal" onRender={(_id, phase) => commits.push(phase)}>
        <Modal kit={kit} />
      </Profiler>,
    )
    expect(screen.getByTestId('kit-wallet-row')).toBeDefined()
    expect(commits).toEqual(['mount'])
    act(() => openModal(kit))
    expect(commits).toEqual(['mount', 'update'])
  })
})

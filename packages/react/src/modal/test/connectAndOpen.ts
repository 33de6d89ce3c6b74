import { connect, type Kit, openModal } from '@kit/core'
import { act } from '@testing-library/react'
import { testConnector } from './testWallet.js'

/** Connects the test wallet through core, then opens the modal (on Account). */
export async function connectAndOpen(kit: Kit) {
  await act(() => connect(kit, { connectorId: testConnector.id }))
  act(() => openModal(kit))
}

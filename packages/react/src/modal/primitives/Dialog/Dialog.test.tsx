import { cleanup, fireEvent, render, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { inertAttribute } from '../../../utils/inertAttribute.js'
import { Dialog } from './Dialog.js'

afterEach(cleanup)

function Harness() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog labelledBy="t" onClose={() => setOpen(false)} modal shake={false}>
          <h2 id="t">Title</h2>
          <button type="button">First</button>
          <div inert={inertAttribute(true)}>
            <button type="button">Leaving</button>
          </div>
          <button type="button">Last</button>
        </Dialog>
      )}
    </>
  )
}

describe('Dialog', () => {
  it('takes focus, traps Tab past inert content, and gives focus back on close', async () => {
    const { getByText, getByRole, queryByRole } = render(<Harness />)
    const opener = getByText('Open')
    opener.focus()
    fireEvent.click(opener)
    const dialog = getByRole('dialog', { name: 'Title' })
    expect(document.activeElement).toBe(dialog)
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(getByText('Last'))
    fireEvent.keyDown(getByText('Last'), { key: 'Tab' })
    expect(document.activeElement).toBe(getByText('First'))
    fireEvent.keyDown(getByText('First'), { key: 'Escape' })
    expect(queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })
})

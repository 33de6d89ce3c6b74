import { openModal } from '@kit/core'
import { showToast } from '@kit/core/internal'
import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanupModal, renderModal } from '../test/renderModal.js'

afterEach(cleanupModal)

describe('Toast', () => {
  it('draws each variant with its own icon and never the store’s svg markup', () => {
    const { kit } = renderModal()
    act(() => openModal(kit))
    const svg = '<svg onload="window.__pwned=1"><script>window.__pwned=1</script></svg>'
    act(() =>
      showToast(kit, { message: 'Authenticating...', variant: 'loading', svg, autoClose: false }),
    )
    const toast = screen.getByTestId('kit-toast')
    expect(toast.textContent).toBe('Authenticating...')
    expect(toast.className).toContain('kit-toast--loading')
    expect(toast.querySelector('.kit-spinner')).not.toBeNull()
    expect(toast.innerHTML).not.toContain('onload')
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined()
    expect(toast.closest('[aria-live="polite"]')).not.toBeNull()
  })
})

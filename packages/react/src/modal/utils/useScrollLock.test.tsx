import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useScrollLock } from './useScrollLock.js'

function Lock({ active }: { active: boolean }) {
  useScrollLock(active)
  return null
}

describe('useScrollLock', () => {
  it('locks page scrolling while active and restores the page’s own overflow after', () => {
    document.documentElement.style.setProperty('overflow', 'scroll')
    const { rerender, unmount } = render(<Lock active={false} />)
    expect(document.documentElement.style.overflow).toBe('scroll')
    rerender(<Lock active />)
    expect(document.documentElement.style.overflow).toBe('hidden')
    rerender(<Lock active={false} />)
    expect(document.documentElement.style.overflow).toBe('scroll')
    unmount()
    document.documentElement.style.removeProperty('overflow')
  })
})

import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { iconMask } from '../../icons/iconMask.js'
import { Icon } from './Icon.js'

afterEach(cleanup)

describe('Icon', () => {
  it('draws a decorative box of the given size, masked by the icon, with no SVG element', () => {
    const { container } = render(<Icon name="close" size={16} className="extra" />)
    const icon = container.firstElementChild as HTMLElement
    expect(icon.tagName).toBe('SPAN')
    expect(icon.className).toBe('kit-icon extra')
    expect(icon.getAttribute('data-icon')).toBe('close')
    expect(icon.getAttribute('aria-hidden')).toBe('true')
    expect(icon.style.width).toBe('16px')
    expect(icon.style.height).toBe('16px')
    expect(icon.style.getPropertyValue('--kit-icon')).toBe(iconMask('close', 16))
    expect(container.querySelector('svg')).toBeNull()
  })

  it('is 20 px by default', () => {
    const { container } = render(<Icon name="back" />)
    const icon = container.firstElementChild as HTMLElement
    expect(icon.style.width).toBe('20px')
    expect(icon.style.getPropertyValue('--kit-icon')).toBe(iconMask('back', 20))
  })
})

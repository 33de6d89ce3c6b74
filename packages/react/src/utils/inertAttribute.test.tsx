import { render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { inertAttribute } from './inertAttribute.js'

describe('inertAttribute', () => {
  it('makes an element inert, without a warning, on the React the tests run on', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { container } = render(<div inert={inertAttribute(true)} />)
    expect((container.firstChild as HTMLElement).hasAttribute('inert')).toBe(true)
    expect(error).not.toHaveBeenCalled()
    error.mockRestore()
  })

  it('leaves the attribute out when the element is not inert', () => {
    const { container } = render(<div inert={inertAttribute(false)} />)
    expect((container.firstChild as HTMLElement).hasAttribute('inert')).toBe(false)
  })

  it('is drawn by the server renderer too', () => {
    expect(renderToString(<div inert={inertAttribute(true)} />)).toMatch(/^<div inert=""><\/div>$/)
    expect(renderToString(<div inert={inertAttribute(false)} />)).toBe('<div></div>')
  })
})

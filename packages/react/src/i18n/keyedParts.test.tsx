import { render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTranslator } from './createTranslator.js'
import { keyedParts } from './keyedParts.js'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('keyedParts', () => {
  it('keys each element by its place and keeps the keys callers gave', () => {
    const unkeyed = <b>x</b>
    const keyed = <i key="own">y</i>
    const parts = keyedParts(['a ', unkeyed, ' c ', keyed])
    expect(
      parts.map((part) => (typeof part === 'string' ? part : (part as { key: string }).key)),
    ).toEqual(['a ', '1', ' c ', 'own'])
  })

  it('lets tParts pieces with unkeyed elements draw without a React key warning', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { tParts } = createTranslator('en')
    const { container } = render(
      <p>{tParts('connecting.continueIn', { name: <bdi dir="ltr">Kit Wallet</bdi> })}</p>,
    )
    expect(container.textContent).toContain('Kit Wallet')
    expect(error.mock.calls.flat().join(' ')).not.toMatch(/unique "key"/)
  })
})

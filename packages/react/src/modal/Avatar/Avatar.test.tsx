import { cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Avatar } from './Avatar.js'

afterEach(cleanup)

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('Avatar', () => {
  it('is a gradient from the address', () => {
    const { container } = render(<Avatar address={address} />)
    const avatar = container.firstElementChild as HTMLElement
    expect(avatar.style.backgroundImage).toContain('hsl(87 90% 66%)')
    expect(avatar.querySelector('img')).toBeNull()
  })

  it('shows a safe profile image, and the gradient again if it fails', () => {
    const { container } = render(<Avatar address={address} image="https://x.example/me.png" />)
    fireEvent.error(container.querySelector('img')!)
    expect(container.querySelector('img')).toBeNull()
  })

  it('ignores an unsafe profile image', () => {
    const { container } = render(<Avatar address={address} image="javascript:alert(1)" />)
    expect(container.querySelector('img')).toBeNull()
  })
})

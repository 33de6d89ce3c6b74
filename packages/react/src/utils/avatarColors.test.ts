import { describe, expect, it } from 'vitest'
import { avatarColors } from './avatarColors.js'

describe('avatarColors', () => {
  it('gives the same two colours for the same address, whatever its case', () => {
    const colors = avatarColors('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(colors).toEqual(avatarColors('0xF39FD6E51AAD88F6F4CE6AB8827279CFFFB92266'))
    expect(colors).toEqual(['hsl(87 90% 66%)', 'hsl(260 85% 45%)'])
  })

  it('differs between addresses', () => {
    expect(avatarColors('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).not.toEqual(
      avatarColors('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'),
    )
  })
})

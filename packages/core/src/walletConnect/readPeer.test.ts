import { describe, expect, it } from 'vitest'
import { readPeer } from './readPeer.js'

describe('readPeer (SECURITY B09, B10)', () => {
  it('keeps a sanitized name and a safe icon', () => {
    expect(
      readPeer({ name: ' Demo\u202EWallet ', icons: ['https://wallet.example/icon.png'] }),
    ).toEqual({
      name: 'DemoWallet',
      icon: 'https://wallet.example/icon.png',
    })
  })

  it('refuses the icons every other untrusted image refuses', () => {
    for (const icon of [
      'javascript:alert(1)',
      'http://wallet.example/icon.png',
      'https://user:secret@wallet.example/icon.png',
      'data:text/html,<script>alert(1)</script>',
      `data:image/png;base64,${'A'.repeat(300 * 1024)}`,
      '//wallet.example/icon.png',
      42,
    ])
      expect(readPeer({ name: 'W', icons: [icon] }).icon).toBeUndefined()
  })

  it('falls back to WalletConnect for metadata that is not an object', () => {
    expect(readPeer(null)).toEqual({ name: 'WalletConnect', icon: undefined })
    expect(readPeer({ name: 7, icons: 'x' })).toEqual({ name: 'WalletConnect', icon: undefined })
  })
})

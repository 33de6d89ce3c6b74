import { describe, expect, test } from 'vitest'
import { InvalidAnnouncementError } from '../errors/announcement.js'
import { testIcon, walletInfo } from '../test/announceWallet.js'
import { createMockProvider } from '../test/createMockProvider.js'
import { parseAnnouncement } from './parseAnnouncement.js'

describe('parseAnnouncement (B11)', () => {
  test('reads a valid announcement', () => {
    const provider = createMockProvider()
    const info = walletInfo({ name: 'Example', rdns: 'com.example.wallet' })
    expect(parseAnnouncement({ info, provider })).toEqual({
      uuid: info.uuid,
      rdns: 'com.example.wallet',
      name: 'Example',
      icon: testIcon,
      provider,
    })
  })

  test('copies the info, so a detail that is not frozen cannot change later', () => {
    const info = walletInfo({ name: 'Before' })
    const wallet = parseAnnouncement({ info, provider: createMockProvider() })
    info.name = 'After'
    expect(wallet.name).toBe('Before')
  })

  test.each([
    ['no detail', undefined],
    ['no info', { provider: createMockProvider() }],
    ['a missing uuid', { info: walletInfo({ uuid: undefined }), provider: createMockProvider() }],
    [
      'a UUIDv1',
      {
        info: walletInfo({ uuid: 'c232ab00-9414-11ec-b3c8-9e6bdeced846' }),
        provider: createMockProvider(),
      },
    ],
    ['a non-UUID', { info: walletInfo({ uuid: 'not-a-uuid' }), provider: createMockProvider() }],
    [
      'an rdns without a dot',
      { info: walletInfo({ rdns: 'metamask' }), provider: createMockProvider() },
    ],
    [
      'an rdns with a space',
      { info: walletInfo({ rdns: 'io.meta mask' }), provider: createMockProvider() },
    ],
    [
      'an rdns with a scheme',
      { info: walletInfo({ rdns: 'https://io.metamask' }), provider: createMockProvider() },
    ],
    ['an empty name', { info: walletInfo({ name: '' }), provider: createMockProvider() }],
    [
      'an invisible name',
      { info: walletInfo({ name: '\u200b\u202e' }), provider: createMockProvider() },
    ],
    [
      'a name that is not a string',
      { info: walletInfo({ name: 7 }), provider: createMockProvider() },
    ],
    ['no provider', { info: walletInfo() }],
    ['a provider without request', { info: walletInfo(), provider: { on() {} } }],
  ])('refuses %s with a typed error', (_, detail) => {
    expect(() => parseAnnouncement(detail)).toThrow(InvalidAnnouncementError)
  })
})

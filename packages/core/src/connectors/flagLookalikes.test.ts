import { describe, expect, test } from 'vitest'
import type { Connector } from '../types/connector.js'
import { walletNameSkeleton } from '../utils/walletNameSkeleton.js'
import { flagLookalikes } from './flagLookalikes.js'

const connector = (name: string, suspicious?: true): Connector => ({
  id: name,
  type: 'ANNOUNCED',
  name,
  chain: 'eip155',
  ...(suspicious ? { suspicious } : {}),
})
const flags = (connectors: readonly Connector[]) => connectors.map((c) => c.suspicious === true)

describe('flagLookalikes', () => {
  test('B11: two names equal in any case are both flagged, a third name is not', () => {
    const { connectors, changed } = flagLookalikes({
      connectors: [connector('Twin'), connector('Other'), connector('tWIN')],
      sticky: false,
    })
    expect(flags(connectors)).toEqual([true, false, true])
    expect(changed).toBe(true)
  })

  test('B09: a lookalike (Cyrillic а) clashes only once the confusables table is there', () => {
    const connectors = [connector('MetaMask'), connector('MetaM\u0430sk')]
    expect(flags(flagLookalikes({ connectors, sticky: false }).connectors)).toEqual([false, false])
    const withTable = flagLookalikes({ connectors, skeleton: walletNameSkeleton, sticky: false })
    expect(flags(withTable.connectors)).toEqual([true, true])
  })

  test('an unchanged connector is the same object, and nothing changed is reported', () => {
    const connectors = [connector('One'), connector('Two', true)]
    const result = flagLookalikes({ connectors, sticky: true })
    expect(result.changed).toBe(false)
    expect(result.connectors[0]).toBe(connectors[0])
    expect(result.connectors[1]).toBe(connectors[1])
  })

  test('sticky keeps a flag whose clash is gone; otherwise the flag is removed, not set false', () => {
    const connectors = [connector('Alone', true)]
    expect(flags(flagLookalikes({ connectors, sticky: true }).connectors)).toEqual([true])
    const { connectors: unflagged, changed } = flagLookalikes({ connectors, sticky: false })
    expect(changed).toBe(true)
    expect(unflagged[0]).toEqual(connector('Alone'))
    expect(unflagged[0]).not.toHaveProperty('suspicious')
  })
})

import { fc, propertyTest } from '@kit/fuzz'
import type { Connector } from '../types/connector.js'
import { walletNameSkeleton } from '../utils/walletNameSkeleton.js'
import { flagLookalikes, type NameSkeleton } from './flagLookalikes.js'

// Short names over a small alphabet (with lookalikes and case pairs) so clashes are frequent.
const names = fc.string({
  unit: fc.constantFrom('a', 'A', '\u0430', 'm', 'r', 'n', 'M', ' ', '\u200b', 'o', '0'),
  maxLength: 4,
})
const connectorOf = (name: string, suspicious: boolean): Connector => ({
  id: name,
  type: 'ANNOUNCED',
  name,
  chain: 'solana',
  ...(suspicious ? { suspicious: true } : {}),
})
const lists = fc.array(fc.tuple(names, fc.boolean()), { maxLength: 8 })
const skeletons = fc.constantFrom<NameSkeleton | undefined>(undefined, walletNameSkeleton)
const flagged = (connectors: readonly Connector[]) => connectors.map((c) => c.suspicious === true)
const alike = (a: string, b: string, skeleton: NameSkeleton | undefined) =>
  a.toLowerCase() === b.toLowerCase() || (skeleton !== undefined && skeleton(a) === skeleton(b))

propertyTest(
  'B09/B11: flags are symmetric: of two alike names, both or (sticky aside) neither is flagged',
  [names, names, skeletons],
  (a, b, skeleton) => {
    const [first, second] = flagged(
      flagLookalikes({
        connectors: [connectorOf(a, false), connectorOf(b, false)],
        skeleton,
        sticky: false,
      }).connectors,
    )
    const [secondAlone, firstAlone] = flagged(
      flagLookalikes({
        connectors: [connectorOf(b, false), connectorOf(a, false)],
        skeleton,
        sticky: false,
      }).connectors,
    )
    const clash = alike(a, b, skeleton)
    return first === clash && second === clash && firstAlone === clash && secondAlone === clash
  },
)

propertyTest(
  'a name alike no other is never flagged (unless sticky keeps an earlier flag)',
  [lists, skeletons, fc.boolean()],
  (list, skeleton, sticky) => {
    const connectors = list.map(([name, suspicious]) => connectorOf(name, suspicious))
    const result = flagged(flagLookalikes({ connectors, skeleton, sticky }).connectors)
    return list.every(([name, suspicious], index) => {
      const unique = list.every(([other], at) => at === index || !alike(name, other, skeleton))
      return result[index] === (!unique || (sticky && suspicious))
    })
  },
)

propertyTest(
  'flagging is idempotent: a second pass changes nothing',
  [lists, skeletons, fc.boolean()],
  (list, skeleton, sticky) => {
    const once = flagLookalikes({
      connectors: list.map(([name, suspicious]) => connectorOf(name, suspicious)),
      skeleton,
      sticky,
    })
    const twice = flagLookalikes({ connectors: once.connectors, skeleton, sticky })
    return (
      !twice.changed && twice.connectors.every((connector, i) => connector === once.connectors[i])
    )
  },
)

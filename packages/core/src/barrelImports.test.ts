import { findBarrelValueImports } from '@kit/test-fixtures'
import { describe, expect, it } from 'vitest'

describe('imports of @kit/blockchain-api', () => {
  it('item 10: shipped source takes values from blockchain-api modules (@kit/blockchain-api/modules/*), never the barrel', () => {
    // The package's own entries re-export its modules; the rule is for the code behind them.
    const skip = ['test', 'exports']
    expect(
      findBarrelValueImports(import.meta.dirname, { barrel: '@kit/blockchain-api', skip }),
    ).toEqual([])
  })
})

import { findBarrelValueImports } from '@kit/test-fixtures'
import { describe, expect, it } from 'vitest'

describe('imports of @kit/core', () => {
  it('shipped source takes values from core modules (@kit/core/modules/*), never the barrel', () => {
    expect(findBarrelValueImports(import.meta.dirname, { barrel: '@kit/core' })).toEqual([])
  })
})

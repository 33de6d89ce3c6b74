import { describe, expect, it } from 'vitest'
import { createOnrampStore } from './createOnrampStore.js'

const address = '0xAb16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'

describe('createOnrampStore', () => {
  it('lists only purchases being paid or paid, to that address, newest first', () => {
    const store = createOnrampStore()
    const first = store.create({ chainId: 1, address, amount: '0.1', createdAt: 1 })
    store.create({ chainId: 1, address, amount: '0.2', createdAt: 2 })
    const third = store.create({ chainId: 10, address, amount: '0.3', createdAt: 3 })
    expect(store.listPaid(address)).toEqual([])
    expect(store.claim(first.id, { amount: '0.15', at: 5 })).toBe(true)
    expect(store.claim(first.id, { amount: '0.15', at: 5 })).toBe(false)
    store.settle(first.id, '0xabc')
    store.claim(third.id, { amount: '0.3', at: 6 })
    expect(store.listPaid(address.toLowerCase()).map((p) => [p.amount, p.status])).toEqual([
      ['0.3', 'paying'],
      ['0.1', 'completed'],
    ])
    expect(store.get(first.id)).toMatchObject({ paidAmount: '0.15', paidAt: 5, hash: '0xabc' })
  })

  it('opens a purchase again, unpaid, when its payout failed', () => {
    const store = createOnrampStore()
    const purchase = store.create({ chainId: 1, address, amount: '0.1', createdAt: 1 })
    store.claim(purchase.id, { amount: '0.1', at: 2 })
    store.settle(purchase.id, undefined)
    expect(store.get(purchase.id)).toMatchObject({ status: 'open', paidAt: undefined })
    expect(store.listPaid(address)).toEqual([])
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { listTransactionYears } from './listTransactionYears.js'

describe('listTransactionYears', () => {
  it('lists years and their months newest first', () => {
    const years = listTransactionYears({
      '2024': { '0': ['a'], '11': ['b', 'c'] },
      '2026': { '3': ['d'], '10': ['e'] },
    })
    expect(years).toEqual([
      {
        year: 2026,
        months: [
          { month: 10, rows: ['e'] },
          { month: 3, rows: ['d'] },
        ],
      },
      {
        year: 2024,
        months: [
          { month: 11, rows: ['b', 'c'] },
          { month: 0, rows: ['a'] },
        ],
      },
    ])
  })

  it('leaves out keys that are no year or month, empty months and years left empty', () => {
    expect(
      listTransactionYears({
        NaN: { '1': ['a'] },
        '2025': { '12': ['b'], '-1': ['c'], x: ['d'], '4': [] },
        '2023': { '05': ['e'], '5': ['f'] },
      }),
    ).toEqual([{ year: 2023, months: [{ month: 5, rows: ['f'] }] }])
  })

  it('keeps every row of a well-formed map exactly once, in order', () => {
    const month = fc.integer({ min: 0, max: 11 }).map(String)
    const year = fc.integer({ min: 1970, max: 2100 }).map(String)
    const map = fc.dictionary(year, fc.dictionary(month, fc.array(fc.string(), { maxLength: 4 })))
    fc.assert(
      fc.property(map, (byYear) => {
        const years = listTransactionYears(byYear)
        const listed = years.flatMap(({ months }) => months.flatMap(({ rows }) => rows))
        const expected = Object.entries(byYear)
          .sort(([a], [b]) => Number(b) - Number(a))
          .flatMap(([, months]) =>
            Object.entries(months)
              .sort(([a], [b]) => Number(b) - Number(a))
              .flatMap(([, rows]) => rows),
          )
        expect(listed).toEqual(expected)
        for (const { months } of years) expect(months.length).toBeGreaterThan(0)
      }),
    )
  })
})

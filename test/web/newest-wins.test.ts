// The journey's "last posted point" is left by the newest post, whatever order posts finish in
// (web/src/lib/newest-wins.ts, used by the compass's journey posts).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { newestWins } from '../../web/src/lib/newest-wins.ts'

describe('newestWins', () => {
  it('lets an older request that finishes last record nothing', () => {
    const order = newestWins()
    const older = order.start()
    const newer = order.start()
    expect(order.settle(newer)).toBe(true)
    expect(order.settle(older)).toBe(false)
  })

  it('leaves the newest started result recorded, whatever the finishing order', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 8 })
          .chain((n) => fc.shuffledSubarray([...Array(n).keys()], { minLength: n })),
        (finishing) => {
          const order = newestWins()
          const tickets = finishing.map(() => order.start())
          let last: number | null = null
          for (const i of finishing) if (order.settle(tickets[i] as number)) last = i
          expect(last).toBe(finishing.length - 1)
        },
      ),
    )
  })
})

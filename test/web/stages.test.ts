// The stage queue under the compass's staged cards (web/src/lib/stages.ts;
// docs/decisions/025-compass-in-stages.md): one job per task, in the order they were added; a
// cancelled job never runs; jobs added while the queue drains wait their turn.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createStageQueue, nextTask } from '@/lib/stages.ts'

/** A fake event loop: tasks are queued and run one at a time by `runTask`. */
function loop() {
  const tasks: (() => void)[] = []
  return {
    schedule: (run: () => void) => void tasks.push(run),
    runTask: () => tasks.shift()?.(),
    get pending() {
      return tasks.length
    },
  }
}

describe('stage queue', () => {
  it('runs nothing in the task that adds the jobs, then one job per task, in order', () => {
    const l = loop()
    const q = createStageQueue(l.schedule)
    const ran: string[] = []
    q.add(() => ran.push('a'))
    q.add(() => ran.push('b'))
    q.add(() => ran.push('c'))
    expect(ran).toEqual([])
    l.runTask()
    expect(ran).toEqual(['a'])
    l.runTask()
    expect(ran).toEqual(['a', 'b'])
    l.runTask()
    expect(ran).toEqual(['a', 'b', 'c'])
    expect(l.pending).toBe(0)
  })

  it('never runs a cancelled job, and does not spend a task on it', () => {
    const l = loop()
    const q = createStageQueue(l.schedule)
    const ran: string[] = []
    q.add(() => ran.push('a'))
    const cancel = q.add(() => ran.push('b'))
    q.add(() => ran.push('c'))
    cancel()
    l.runTask()
    l.runTask()
    expect(ran).toEqual(['a', 'c'])
    expect(l.pending).toBe(0)
  })

  it('starts again for jobs added after it drained, and queues jobs added by a running job last', () => {
    const l = loop()
    const q = createStageQueue(l.schedule)
    const ran: string[] = []
    q.add(() => {
      ran.push('a')
      q.add(() => ran.push('a2'))
    })
    q.add(() => ran.push('b'))
    while (l.pending) l.runTask()
    expect(ran).toEqual(['a', 'b', 'a2'])
    q.add(() => ran.push('later'))
    expect(l.pending).toBe(1)
    l.runTask()
    expect(ran).toEqual(['a', 'b', 'a2', 'later'])
  })

  it('runs every job not cancelled exactly once, in order, one per task (any mix of adds and cancels)', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 30 }), (cancelled) => {
        const l = loop()
        const q = createStageQueue(l.schedule)
        const ran: number[] = []
        const cancels = cancelled.map((_, i) => q.add(() => ran.push(i)))
        cancelled.forEach((c, i) => {
          if (c) cancels[i]?.()
        })
        let tasks = 0
        while (l.pending) {
          const before = ran.length
          l.runTask()
          tasks++
          expect(ran.length - before).toBeLessThanOrEqual(1)
        }
        const expected = cancelled.flatMap((c, i) => (c ? [] : [i]))
        expect(ran).toEqual(expected)
        expect(tasks).toBeLessThanOrEqual(Math.max(1, expected.length + 1))
      }),
    )
  })

  it("reaches the runtime's next task, never the task that asked", async () => {
    const schedule = nextTask()
    const order: string[] = []
    const done = new Promise<void>((resolve) =>
      schedule(() => {
        order.push('next task')
        resolve()
      }),
    )
    // A microtask queued after it still runs first: the job waits for a task, not a microtask.
    queueMicrotask(() => order.push('microtask'))
    order.push('same task')
    await done
    expect(order).toEqual(['same task', 'microtask', 'next task'])
  })
})

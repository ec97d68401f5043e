// Drawing a screen in stages (docs/decisions/025-compass-in-stages.md). When the compass's answer
// arrives, every card mounts at once: on a mid-range phone that is one task of several hundred
// milliseconds during which a tap waits. A stage queue mounts them one task after another instead,
// first come first served, so the browser can paint and answer input between two cards.
//
// Pure: the way to reach the next task is given, so the rules are tested in Node
// (test/web/stages.test.ts) and the browser passes its own (nextTask below).

export type StageQueue = {
  /** Runs `job` in a task of its own, after the jobs added before it. Returns a cancel function. */
  add(job: () => void): () => void
}

export function createStageQueue(schedule: (run: () => void) => void): StageQueue {
  const jobs: (() => void)[] = []
  let pending = false
  const pump = () => {
    pending = false
    const job = jobs.shift()
    if (jobs.length > 0) {
      pending = true
      schedule(pump)
    }
    job?.()
  }
  return {
    add(job) {
      jobs.push(job)
      if (!pending) {
        pending = true
        schedule(pump)
      }
      return () => {
        const i = jobs.indexOf(job)
        if (i >= 0) jobs.splice(i, 1)
      }
    },
  }
}

type PostTask = (run: () => void, options: { priority: 'user-visible' }) => Promise<unknown>

/**
 * The next task: the Scheduler API where the browser has it (Chromium), else a message to a
 * MessageChannel, which, unlike a timer, is not clamped to 4 ms once nested.
 */
export function nextTask(): (run: () => void) => void {
  const postTask = (globalThis as { scheduler?: { postTask?: PostTask } }).scheduler?.postTask
  if (postTask) {
    const scheduler = (globalThis as unknown as { scheduler: { postTask: PostTask } }).scheduler
    return (run) => void scheduler.postTask(run, { priority: 'user-visible' })
  }
  if (typeof MessageChannel === 'function') {
    const channel = new MessageChannel()
    const queue: (() => void)[] = []
    channel.port1.onmessage = () => queue.shift()?.()
    return (run) => {
      queue.push(run)
      channel.port2.postMessage(null)
    }
  }
  return (run) => void setTimeout(run, 0)
}

/** A promise that settles in the next task (nextTask): an `await` that yields to the browser. */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => nextTask()(resolve))
}

// A fake Web Audio API for the resonance tests, installed with page.addInitScript (the browser
// boundary): it records oscillator types, frequencies, gain automation and start/stop times.
// With `blocked`, resume() leaves the context 'suspended', as a browser that blocks audio does.
import type { Page } from 'playwright-core'

export interface ParamEvent {
  kind: 'set' | 'linear' | 'exp' | 'cancel'
  value: number | null
  time: number
}

export interface OscillatorRecord {
  type: string
  frequency: number
  frequencyEvents: ParamEvent[]
  startedAt: number | null
  stops: number[]
  /** The channel merger input it feeds (binaural), or null. */
  channel: number | null
}

export interface AudioLog {
  contexts: number
  resumes: number
  oscillators: OscillatorRecord[]
  gains: ParamEvent[][]
}

function install(options: { blocked: boolean }) {
  type Event = { kind: string; value: number | null; time: number }
  const log = { contexts: 0, resumes: 0, oscillators: [] as unknown[], gains: [] as Event[][] }
  ;(window as unknown as { __audioLog: typeof log }).__audioLog = log
  let clock: { currentTime: number } | null = null
  const now = () => clock?.currentTime ?? 0

  class Param {
    value: number
    events: Event[] = []
    constructor(value: number) {
      this.value = value
    }
    setValueAtTime(value: number, time: number) {
      this.events.push({ kind: 'set', value, time })
      this.value = value
      return this
    }
    linearRampToValueAtTime(value: number, time: number) {
      this.events.push({ kind: 'linear', value, time })
      this.value = value
      return this
    }
    exponentialRampToValueAtTime(value: number, time: number) {
      this.events.push({ kind: 'exp', value, time })
      this.value = value
      return this
    }
    cancelScheduledValues(time: number) {
      this.events.push({ kind: 'cancel', value: null, time })
      return this
    }
  }

  class Oscillator extends EventTarget {
    type = 'sine'
    frequency = new Param(440)
    startedAt: number | null = null
    stops: number[] = []
    channel: number | null = null
    connect(_target: unknown, _output?: number, input?: number) {
      if (typeof input === 'number') this.channel = input
    }
    disconnect() {}
    start(time?: number) {
      this.startedAt = time ?? now()
    }
    stop(time?: number) {
      this.stops.push(time ?? now())
    }
  }

  class FakeAudioContext {
    state = 'suspended'
    destination = {}
    private readonly t0 = performance.now()
    constructor() {
      log.contexts++
      clock = this
    }
    get currentTime() {
      return (performance.now() - this.t0) / 1000
    }
    resume() {
      log.resumes++
      if (!options.blocked) this.state = 'running'
      return Promise.resolve()
    }
    createOscillator() {
      const o = new Oscillator()
      log.oscillators.push(o)
      return o
    }
    createGain() {
      const gain = new Param(1)
      log.gains.push(gain.events)
      return { gain, connect() {}, disconnect() {} }
    }
    createChannelMerger() {
      return { connect() {}, disconnect() {} }
    }
  }
  ;(window as unknown as { AudioContext: unknown }).AudioContext = FakeAudioContext
}

export async function installFakeAudio(page: Page, options: { blocked?: boolean } = {}): Promise<void> {
  await page.addInitScript(install, { blocked: options.blocked ?? false })
}

interface RawOscillator {
  type: string
  frequency: { value: number; events: ParamEvent[] }
  startedAt: number | null
  stops: number[]
  channel: number | null
}

export async function readAudioLog(page: Page): Promise<AudioLog> {
  return page.evaluate(() => {
    const log = (
      window as unknown as {
        __audioLog: { contexts: number; resumes: number; gains: ParamEvent[][]; oscillators: RawOscillator[] }
      }
    ).__audioLog
    return {
      contexts: log.contexts,
      resumes: log.resumes,
      gains: log.gains.map((g) => g.map((e) => ({ ...e }))),
      oscillators: log.oscillators.map((o) => ({
        type: o.type,
        frequency: o.frequency.value,
        frequencyEvents: o.frequency.events.map((e) => ({ ...e })),
        startedAt: o.startedAt,
        stops: [...o.stops],
        channel: o.channel,
      })),
    }
  })
}

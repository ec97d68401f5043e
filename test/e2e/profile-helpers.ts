// Helpers of the profile, recovery-code and readings-page browser tests.
import type { Page } from 'playwright-core'

/** Calls the app's own API from the page, as this browser's session. */
export async function callApi(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const id = localStorage.getItem('luna_session_id') ?? ''
      const res = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', 'x-session-id': id },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: res.status, json: (await res.json()) as Record<string, unknown> }
    },
    { method, path, body },
  )
}

export { expectToast } from './browser.ts'

export const storedJson = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), key)
export const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key)

/** A fake Web Audio that records the oscillators started (type and frequency). */
export function fakeAudio(blocked = false) {
  return `(() => {
    window.__tones = []
    class Param { constructor(v) { this.value = v } setValueAtTime(v) { this.value = v; return this } linearRampToValueAtTime() { return this } exponentialRampToValueAtTime() { return this } cancelScheduledValues() { return this } }
    class Node { connect() {} disconnect() {} }
    class Osc extends Node { constructor() { super(); this.type = 'sine'; this.frequency = new Param(440) } start() { window.__tones.push({ type: this.type, frequency: this.frequency.value }) } stop() {} addEventListener() {} }
    class Gain extends Node { constructor() { super(); this.gain = new Param(1) } }
    class Ctx { constructor() { this.state = ${blocked ? "'suspended'" : "'running'"}; this.currentTime = 0; this.destination = new Node() } resume() { return Promise.resolve() } createOscillator() { return new Osc() } createGain() { return new Gain() } createChannelMerger() { return new Node() } }
    window.AudioContext = Ctx
    window.webkitAudioContext = Ctx
  })()`
}

export const tones = (page: Page) =>
  page.evaluate(() => (window as unknown as { __tones: { type: string; frequency: number }[] }).__tones)

// Helpers of the profile tabs' browser tests: a visitor with a known session, calls to the real
// API from the page, the per-state checks, and a fake Web Audio API (the browser boundary).
import { randomFillSync } from 'node:crypto'
import type { Browser, Page } from 'playwright-core'
import { expect } from 'vitest'
import { createSessionId } from '../../domain/session-id.ts'
import { expectAccessibleLayout, openSession, type Session } from './browser.ts'

/** A fresh visitor whose session id is known to the test. */
export async function visitor(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<Session> {
  const s = await openSession(browser, viewport)
  const id = createSessionId(Date.now(), (b) => randomFillSync(b))
  await s.context.addInitScript((sid) => {
    if (!localStorage.getItem('luna_session_id')) localStorage.setItem('luna_session_id', sid)
  }, id)
  return s
}

/** Calls the real API from the page with the visitor's session header. */
export async function call(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: {
          'content-type': 'application/json',
          'x-session-id': localStorage.getItem('luna_session_id') ?? '',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const text = await res.text()
      return { status: res.status, json: text ? JSON.parse(text) : null }
    },
    { method, path, body },
  )
}

export async function openTab(page: Page, name: 'Journey' | 'Read' | 'Codons') {
  await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click()
}

export async function check(page: Page, label: string) {
  await expectAccessibleLayout(page, label)
  // Every button and field of the tab is at least 40 px tall.
  const small = await page.locator('[role="tabpanel"]').evaluate((panel) =>
    [...panel.querySelectorAll('button, input, select, textarea')]
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height < 40)
      .map(({ el, box }) => `${el.tagName} "${el.textContent?.trim()}" ${Math.round(box.height)}px`),
  )
  expect(small, `${label}: small tap targets`).toEqual([])
}

export const text = async (page: Page, selector: string) =>
  (await page.locator(selector).innerText()).replace(/\s+/g, ' ').trim()

/** A fake Web Audio API that records every oscillator: its frequency, start and stop times. */
export function fakeAudio() {
  type Tone = { frequency: number; start: number; stops: number[] }
  const tones: Tone[] = []
  ;(window as unknown as { __tones: Tone[] }).__tones = tones
  class Param {
    value = 0
    setValueAtTime() {
      return this
    }
    linearRampToValueAtTime() {
      return this
    }
    exponentialRampToValueAtTime() {
      return this
    }
    cancelScheduledValues() {
      return this
    }
  }
  class Node {
    connect() {}
    disconnect() {}
  }
  class Oscillator extends Node {
    type = 'sine'
    frequency = new Param()
    record: Tone | null = null
    readonly ctx: Ctx
    constructor(ctx: Ctx) {
      super()
      this.ctx = ctx
    }
    start() {
      this.record = { frequency: this.frequency.value, start: this.ctx.currentTime, stops: [] }
      tones.push(this.record)
    }
    stop(t: number) {
      this.record?.stops.push(t)
    }
    addEventListener() {}
  }
  class Ctx {
    state = 'suspended'
    destination = new Node()
    get currentTime() {
      return performance.now() / 1000
    }
    resume() {
      this.state = 'running'
      return Promise.resolve()
    }
    createGain() {
      return Object.assign(new Node(), { gain: new Param() })
    }
    createOscillator() {
      return new Oscillator(this)
    }
    createChannelMerger() {
      return new Node()
    }
  }
  ;(window as unknown as { AudioContext: unknown }).AudioContext = Ctx
}

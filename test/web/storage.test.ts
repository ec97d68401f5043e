// The browser-storage layer under the device state (web/src/lib/storage.ts): reading never writes
// (each screen reads the profile keys while it renders), a refused write is kept in memory for the
// visit, and a later accepted write hands the key back to the browser's copy.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { FakeStorage } from './fake-storage.ts'

const local = new FakeStorage()
const session = new FakeStorage()
let storage: typeof import('../../web/src/lib/storage.ts')

beforeAll(async () => {
  Object.assign(globalThis, { window: { localStorage: local, sessionStorage: session } })
  storage = await import('../../web/src/lib/storage.ts')
})

beforeEach(() => {
  local.full = false
  local.map.clear()
  local.writes = 0
})

describe('storage', () => {
  it('reads without writing', () => {
    local.map.set('luna_archetype', '6')
    local.map.set('luna_archetype_data', '{"archetypeId":6}')
    for (let i = 0; i < 50; i++) {
      expect(storage.readRaw('luna_archetype')).toBe('6')
      expect(storage.readJson<{ archetypeId: number }>('luna_archetype_data')).toEqual({ archetypeId: 6 })
      expect(storage.readRaw('missing')).toBeNull()
    }
    expect(local.writes).toBe(0)
  })

  it('sees a change another tab made', () => {
    storage.writeRaw('luna_theme', 'dark')
    local.map.set('luna_theme', 'light')
    expect(storage.readRaw('luna_theme')).toBe('light')
  })

  it('keeps a refused write for the visit, then hands the key back once a write is accepted', () => {
    local.map.set('luna_theme', 'dark')
    local.full = true
    storage.writeRaw('luna_theme', 'light')
    expect(storage.readRaw('luna_theme')).toBe('light')
    expect(local.map.get('luna_theme')).toBe('dark')
    local.full = false
    storage.writeRaw('luna_theme', 'system')
    local.map.set('luna_theme', 'from-another-tab')
    expect(storage.readRaw('luna_theme')).toBe('from-another-tab')
  })

  it('forgets a removed key in both places', () => {
    local.full = true
    storage.writeRaw('luna_theme', 'light')
    storage.removeKey('luna_theme')
    expect(storage.readRaw('luna_theme')).toBeNull()
  })

  it('says storage is unavailable when a write is refused', () => {
    local.full = true
    expect(storage.storageAvailable()).toBe(false)
  })
})

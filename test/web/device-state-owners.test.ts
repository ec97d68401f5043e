// Who touches the browser's storage (docs/rules/device-state.md, docs/decisions/034): every key of
// lib/storage.ts's KEYS has one jotai atom, made by storedText or storedJson (the profile's nine
// through read.ts's table); only lib/storage.ts, under those atoms, reaches localStorage and
// sessionStorage, besides the first frame's inline script, which runs before any module.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { KEYS } from '../../web/src/lib/storage.ts'
import { isProbe } from './probes.ts'

const root = new URL('../../web/src/', import.meta.url).pathname
function sources(dir = root): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) && !isProbe(name) ? [path] : []
  })
}
const files = sources().map((path) => ({ file: relative(root, path), text: readFileSync(path, 'utf8') }))

describe('the browser storage of the web app', () => {
  it('gives every key one atom', () => {
    const atoms = files.flatMap(({ file, text }) =>
      [...text.matchAll(/stored(?:Text|Json)\(\s*KEYS\.(\w+)/g)].map((m) => ({ file, key: m[1] })),
    )
    const profile = readFileSync(join(root, 'lib/device-state/read.ts'), 'utf8')
    const profileKeys = [...profile.matchAll(/\{ key: KEYS\.(\w+), json: (?:true|false) \}/g)].map(
      (m) => m[1],
    )
    expect(profileKeys).toHaveLength(9)
    const keyed = [...atoms.map((a) => a.key), ...profileKeys].sort()
    expect(keyed).toEqual(Object.keys(KEYS).sort())
  })

  it('is reached only by lib/storage.ts, under the atoms, and by the first frame’s inline script', () => {
    const reaching = files
      .filter(({ text }) => /\b(localStorage|sessionStorage)\b/.test(text.replace(/\/\/.*$/gm, '')))
      .map(({ file }) => file)
    expect(reaching.sort()).toEqual(['first-frame-script.ts', 'lib/storage.ts'])
    const raw = files
      .filter(({ text }) =>
        /import \{[^}]*\b(readRaw|writeRaw|readJson|writeJson|removeKey)\b[^}]*\} from '@\/lib\/storage\.ts'/.test(
          text,
        ),
      )
      .map(({ file }) => file)
    expect(raw).toEqual(['lib/device-state/stored.ts'])
  })
})

// A browser Storage for the web modules' tests in Node (test/web/*.test.ts).

/** A Storage that counts writes and can refuse them, as a full quota does. */
export class FakeStorage {
  readonly map = new Map<string, string>()
  writes = 0
  full = false
  get length() {
    return this.map.size
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null
  }
  getItem(k: string) {
    return this.map.get(k) ?? null
  }
  setItem(k: string, v: string) {
    this.writes++
    if (this.full) throw new DOMException('quota', 'QuotaExceededError')
    this.map.set(k, v)
  }
  removeItem(k: string) {
    this.writes++
    this.map.delete(k)
  }
  clear() {
    this.map.clear()
  }
}

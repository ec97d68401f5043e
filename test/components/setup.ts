// Each component test starts from an empty browser profile: no stored keys (and the page's atoms
// read them again), no answers cached, nothing left mounted by the test before.
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { rereadStored } from '@/lib/device-state/stored.ts'
import { queryClient } from '@/lib/query.tsx'

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  rereadStored()
  queryClient.clear()
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

// The JavaScript a fresh browser loads cold, gzipped (bench/weigh.ts), against the README's budgets:
// the first page within its 125 KB, the onboarded compass within its 175 KB (README, "Figures").
import { describe, expect, it } from 'vitest'
import { onboardedStorage } from '../../bench/seed.ts'
import { COMPASS_JS_BUDGET, FIRST_PAGE_JS_BUDGET, type PageWeight, weighPage } from '../../bench/weigh.ts'
import { baseURL, setupBrowser } from './browser.ts'

const browser = setupBrowser()

const listed = (w: PageWeight) =>
  w.files
    .filter((f) => f.type === 'script')
    .sort((a, b) => b.gzip - a.gzip)
    .map((f) => `${f.url} ${(f.gzip / 1024).toFixed(1)} KB`)
    .join(', ')

describe('JavaScript loaded cold', () => {
  it('is within the first page’s budget on /onboarding', async () => {
    const weight = await weighPage(`${baseURL()}/onboarding`, {}, browser())
    expect(weight.jsGzip, listed(weight)).toBeLessThanOrEqual(FIRST_PAGE_JS_BUDGET)
  })

  it('is within the compass’s budget on the onboarded compass', async () => {
    const weight = await weighPage(`${baseURL()}/compass`, onboardedStorage(), browser())
    expect(weight.jsGzip, listed(weight)).toBeLessThanOrEqual(COMPASS_JS_BUDGET)
  })
})

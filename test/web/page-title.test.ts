import { describe, expect, it } from 'vitest'
import { pageTitle } from '../../web/src/components/shell/page-title.ts'

describe('the title of each page', () => {
  it('names the page by its heading, then Luna', () => {
    expect(pageTitle('/')).toBe('Daily Compass · Luna')
    expect(pageTitle('/compass')).toBe('Daily Compass · Luna')
    expect(pageTitle('/profile/')).toBe('Your Profile · Luna')
    expect(pageTitle('/terms')).toBe('Terms of Use · Luna')
    expect(pageTitle('/Profile')).toBe('Your Profile · Luna')
  })
  it('names an unknown address as the 404 card does', () => {
    expect(pageTitle('/nope-404')).toBe('Page Not Found · Luna')
    expect(pageTitle('/profile/extra')).toBe('Page Not Found · Luna')
  })
})

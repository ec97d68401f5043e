// Light and dark (docs/rules/device-state.md): the system's colour scheme by default, or the
// visitor's own choice kept in luna_theme (its atom). The resolved theme is set on <html data-theme>, which
// styles.css reads; index.html's first script does the same before the first paint, so a light
// visitor never sees a dark flash.
import { useAtom } from 'jotai'
import { useCallback, useEffect, useState } from 'react'
import { storedText } from '@/lib/device-state/stored.ts'
import { KEYS } from '@/lib/storage.ts'

export type ThemeChoice = 'system' | 'light' | 'dark'
export type Theme = 'light' | 'dark'

export const THEME_COLORS: Record<Theme, string> = { dark: '#0b1020', light: '#f7f4ec' }

const LIGHT_QUERY = '(prefers-color-scheme: light)'

/** luna_theme: the visitor's choice; absent (or unknown) follows the system. */
export const themeAtom = storedText(KEYS.theme, {
  accept: (raw): raw is Theme => raw === 'light' || raw === 'dark',
})

export function resolveTheme(choice: ThemeChoice): Theme {
  if (choice !== 'system') return choice
  return typeof matchMedia === 'function' && matchMedia(LIGHT_QUERY).matches ? 'light' : 'dark'
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]'))
    meta.content = THEME_COLORS[theme]
}

/** The visitor's choice, the theme it resolves to, and a way to change it (applied at once). */
export function useTheme() {
  const [stored, setStored] = useAtom(themeAtom)
  const choice: ThemeChoice = stored ?? 'system'
  const [theme, setTheme] = useState<Theme>(() => resolveTheme(choice))

  useEffect(() => {
    const apply = () => {
      const next = resolveTheme(choice)
      setTheme(next)
      applyTheme(next)
    }
    apply()
    if (choice !== 'system' || typeof matchMedia !== 'function') return
    // Following the system: a change of the system's scheme changes the app's at once.
    const query = matchMedia(LIGHT_QUERY)
    query.addEventListener('change', apply)
    return () => query.removeEventListener('change', apply)
  }, [choice])

  const setChoice = useCallback(
    (next: ThemeChoice) => setStored(next === 'system' ? null : next),
    [setStored],
  )

  return { choice, theme, setChoice }
}

import { isLocale, LOCALE_NAMES, type Locale } from '@domain/locale.ts'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { useFrameText } from '@/components/shell/frame-text.ts'
import { NAV_ITEMS as ITEMS } from '@/components/shell/nav-items.ts'
import {
  isActiveLink,
  navLinkClass,
  SHELL_BRAND,
  SHELL_BRAND_MARK,
  SHELL_HEADER,
  SHELL_LINKS,
  SHELL_MENU_BUTTON,
  SHELL_NAV,
  SHELL_SETTINGS,
  SHELL_THEME_BUTTON,
} from '@/components/shell/shell-classes.ts'
import { Switch } from '@/components/ui/switch.tsx'
import { chooseLocale, offeredLocales, spokenNow, useShellText } from '@/lib/i18n.ts'
import { type ThemeChoice, useTheme } from '@/lib/theme.ts'
import { toast } from '@/lib/toast.ts'
import { useViewMode } from '@/lib/view-mode.tsx'

const NEXT_CHOICE: Record<ThemeChoice, ThemeChoice> = { system: 'light', light: 'dark', dark: 'system' }

/** One button that steps through System → Light → Dark and says which is on. */
function ThemeButton({ testId = 'theme-button' }: { testId?: string }) {
  const t = useShellText()
  const { choice, theme, setChoice } = useTheme()
  const now = choice === 'system' ? t('appearance.system', { theme }) : t('appearance.choice', { choice })
  const next = t('appearance.choice', { choice: NEXT_CHOICE[choice] })
  return (
    <button
      type="button"
      className={SHELL_THEME_BUTTON}
      aria-label={t('appearance.label', { now, next })}
      title={t('appearance.title', { now })}
      onClick={() => setChoice(NEXT_CHOICE[choice])}
      data-testid={testId}
    >
      <span aria-hidden="true">{choice === 'system' ? '◐' : choice === 'light' ? '☀' : '☾'}</span>
    </button>
  )
}

/**
 * The language, kept on this device (lib/i18n.ts): a native select, named for everyone, each
 * language in its own words. Shown only where more than one is offered.
 */
function LanguagePicker() {
  const t = useShellText()
  const id = useId()
  const offered = offeredLocales()
  if (offered.length < 2) return null
  const change = async (locale: Locale) => {
    try {
      // In the new language: `t` formats with the language spoken when it is called. A pick
      // overtaken by a later one says nothing: the later one does.
      if (await chooseLocale(locale)) toast({ title: t('language.changed') })
    } catch {
      // Its catalogues could not be loaded (offline): the language spoken stays, and says so.
      toast({ title: t('language.failed'), variant: 'destructive' })
    }
  }
  return (
    <span className="inline-flex items-center gap-2 text-sm">
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        id={id}
        className="min-h-11 rounded-xl border border-line bg-night/60 px-2 text-sm text-ink focus:border-moon"
        value={spokenNow()}
        lang={spokenNow()}
        onChange={(e) => {
          if (isLocale(e.target.value)) void change(e.target.value)
        }}
      >
        {offered.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </span>
  )
}

export function NavBar() {
  const t = useShellText()
  // The words the first frame paints too (the pages, the mode, the menu): their own catalogue.
  const f = useFrameText()
  const { mode, setMode } = useViewMode()
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const location = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu whenever the route changes.
  useEffect(() => setOpen(false), [location.pathname])
  const menuButton = useRef<HTMLButtonElement>(null)
  // Escape, with the focus on the menu's button or in the menu, closes it and gives the focus back
  // to its button (the disclosure pattern).
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (!open || e.key !== 'Escape' || e.defaultPrevented) return
    e.preventDefault()
    setOpen(false)
    menuButton.current?.focus()
  }
  const items = ITEMS.filter((i) => !i.advanced || mode === 'advanced')
  // The current page is marked for everyone (aria-current): the compass also at /, where it is shown.
  const links = items.map((i) => {
    const isActive = isActiveLink(i.to, location.pathname)
    return (
      <li key={i.to}>
        <Link to={i.to} className={navLinkClass(isActive)} aria-current={isActive ? 'page' : undefined}>
          {f(i.label)}
        </Link>
      </li>
    )
  })
  const settings = (
    <Switch
      checked={mode === 'advanced'}
      onChange={(on) => setMode(on ? 'advanced' : 'simple')}
      offLabel={f('mode.simple')}
      label={f('mode.advanced')}
      description={t('mode.description')}
    />
  )
  return (
    <header className={SHELL_HEADER}>
      <nav aria-label={t('nav.main')} className={SHELL_NAV} onKeyDown={onKeyDown}>
        <NavLink to="/compass" className={SHELL_BRAND}>
          <span aria-hidden="true" className={SHELL_BRAND_MARK}>
            ☾
          </span>{' '}
          Luna
        </NavLink>
        {/* On a phone the bar keeps one row at any text size: the mode and the appearance are in
            its menu there, beside the pages. */}
        <div className={SHELL_SETTINGS}>
          {settings}
          <ThemeButton />
          <LanguagePicker />
        </div>
        <button
          ref={menuButton}
          type="button"
          className={SHELL_MENU_BUTTON}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen(!open)}
        >
          {f('nav.menu')}
        </button>
        <ul className={SHELL_LINKS}>{links}</ul>
        {open ? (
          <div id={menuId} className="w-full border-t border-line pt-2 md:hidden">
            <div className="flex flex-wrap items-center justify-between gap-2 pb-2">
              {settings}
              <ThemeButton testId="theme-button-menu" />
              <LanguagePicker />
            </div>
            <ul className="flex flex-col gap-1">{links}</ul>
          </div>
        ) : null}
      </nav>
    </header>
  )
}

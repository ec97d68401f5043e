import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { getConfig } from '@/lib/config.ts'
import { useShellText } from '@/lib/i18n.ts'

/** `hidden` while a page's code loads: shown then, it would sit in view and jump down with the page. */
export function Footer({ hidden = false }: { hidden?: boolean }) {
  // Read after mounting: the prerendered page is built without configuration (docs/decisions/009).
  const t = useShellText()
  const [email, setEmail] = useState<string | null>(null)
  useEffect(() => setEmail(getConfig().legalEmail), [])
  return (
    <footer hidden={hidden} className="mt-16 border-t border-line px-4 py-8 text-sm text-muted">
      <div className="mx-auto flex max-w-5xl flex-col gap-4">
        <nav aria-label={t('footer.label')}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <li>
              <Link to="/onboarding">{t('footer.quiz')}</Link>
            </li>
            <li>
              <Link to="/onboarding?retake=true">{t('footer.retake')}</Link>
            </li>
            <li>
              <Link to="/privacy">{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to="/terms">{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to="/disclaimer">{t('footer.disclaimer')}</Link>
            </li>
          </ul>
        </nav>
        <p>{t('footer.notice')}</p>
        {email ? (
          <p>
            {t('footer.contact')} <a href={`mailto:${email}`}>{email}</a>
          </p>
        ) : null}
      </div>
    </footer>
  )
}

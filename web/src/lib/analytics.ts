// The analytics adapter: Google Analytics 4 loaded by the configured measurement id only;
// without one nothing is loaded and every call is a no-op (docs/ARCHITECTURE.md).
import { getConfig } from '@/lib/config.ts'

type Gtag = (...args: unknown[]) => void
declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: Gtag
  }
}

let started = false

function gtag(): Gtag | null {
  const id = getConfig().measurementId
  if (!id) return null
  if (!started) {
    started = true
    window.dataLayer = window.dataLayer ?? []
    // gtag.js reads the arguments objects pushed onto dataLayer.
    window.gtag = function gtagShim() {
      // biome-ignore lint/complexity/noArguments: gtag.js expects the arguments object itself.
      window.dataLayer?.push(arguments)
    }
    window.gtag('js', new Date())
    window.gtag('config', id, { send_page_view: false, anonymize_ip: true })
    const script = document.createElement('script')
    script.async = true
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`
    document.head.appendChild(script)
  }
  return window.gtag ?? null
}

export function trackPageView(path: string): void {
  gtag()?.('event', 'page_view', { page_path: path, page_location: window.location.origin + path })
}

export function trackEvent(name: string, params: { category: string; label?: string; value?: number }): void {
  gtag()?.('event', name, { event_category: params.category, event_label: params.label, value: params.value })
}

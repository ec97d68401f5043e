// Loads Intl's data for the page's languages and this device's time zone, then ends
// (web/src/lib/intl-warm.ts). What it writes is thrown away.
const at = new Date()
for (const tag of new Set([self.name, ...navigator.languages.slice(0, 2), 'en-US'].filter(Boolean)))
  try {
    new Intl.DateTimeFormat(tag, { weekday: 'long', month: 'long', day: 'numeric' }).format(at)
    new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit' }).format(at)
    new Intl.NumberFormat(tag, { maximumFractionDigits: 3 }).format(81.387)
    new Intl.PluralRules(tag).select(2)
  } catch {
    // A tag ICU does not know: nothing to load for it.
  }
close()

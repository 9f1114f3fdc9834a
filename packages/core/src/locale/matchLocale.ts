/**
 * The first of the visitor's languages (`navigator.languages`, in order) Latch has a locale for, or undefined
 * (English) (behaviour.md §20): an exact tag first (`pt-BR`), then the same language and script (`zh-Hant-TW`
 * → `zh-TW`, `zh-MO` → `zh-HK`), then the language alone (`fr-CA` → `fr`, `es-ES` → `es-419`). English
 * anywhere before a match wins, so a visitor who prefers English keeps it.
 */
export function matchLocale(
  requested: readonly string[],
  available: readonly string[],
): string | undefined {
  for (const tag of requested) {
    let locale: Intl.Locale
    try {
      locale = new Intl.Locale(tag).maximize()
    } catch {
      continue
    }
    if (locale.language === 'en') return undefined
    const exact = available.find((candidate) => candidate.toLowerCase() === tag.toLowerCase())
    if (exact) return exact
    const sameLanguage = available.filter(
      (candidate) => new Intl.Locale(candidate).language === locale.language,
    )
    const sameScript = sameLanguage.filter(
      (candidate) => new Intl.Locale(candidate).maximize().script === locale.script,
    )
    const sameRegion = sameScript.find(
      (candidate) => new Intl.Locale(candidate).maximize().region === locale.region,
    )
    const found = sameRegion ?? sameScript[0] ?? sameLanguage[0]
    if (found) return found
  }
  return undefined
}

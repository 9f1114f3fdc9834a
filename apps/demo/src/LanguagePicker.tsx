import { useLatchLocale } from '@latch/react'

/** The languages of issue "20+ locales"; one Latch has no strings for yet shows English. */
const tags = [
  'ar',
  'de',
  'en',
  'es-419',
  'fa',
  'fr',
  'he',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'ms',
  'nl',
  'pl',
  'pt-BR',
  'ru',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-HK',
  'zh-TW',
]

/** Each language by its own name ("Deutsch", "日本語"), as a language menu shows them. */
const nameOf = (tag: string) => new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag

/**
 * The modal's language (behaviour.md §20): the browser's (`'auto'`, the demo's default) or one chosen here, which
 * changes the buttons and an open modal at once, without a reload.
 */
export function LanguagePicker() {
  const { requested, locale, setLocale } = useLatchLocale()
  return (
    <section aria-labelledby="language-title" className="card">
      <h2 id="language-title">Language</h2>
      <label>
        Modal language{' '}
        <select value={requested} onChange={(event) => setLocale(event.target.value)}>
          <option value="auto">Browser ({nameOf(locale)})</option>
          {tags.map((tag) => (
            <option key={tag} value={tag}>
              {nameOf(tag)}
            </option>
          ))}
        </select>
      </label>
    </section>
  )
}

import type { AuthMailTexts } from './authMailTexts'
import { texts as ar } from './mailTexts/ar'
import { texts as de } from './mailTexts/de'
import { texts as es419 } from './mailTexts/es-419'
import { texts as fa } from './mailTexts/fa'
import { texts as fr } from './mailTexts/fr'
import { texts as he } from './mailTexts/he'
import { texts as hi } from './mailTexts/hi'
import { texts as id } from './mailTexts/id'
import { texts as it } from './mailTexts/it'
import { texts as ja } from './mailTexts/ja'
import { texts as ko } from './mailTexts/ko'
import { texts as ms } from './mailTexts/ms'
import { texts as nl } from './mailTexts/nl'
import { texts as pl } from './mailTexts/pl'
import { texts as ptBR } from './mailTexts/pt-BR'
import { texts as ru } from './mailTexts/ru'
import { texts as th } from './mailTexts/th'
import { texts as tr } from './mailTexts/tr'
import { texts as uk } from './mailTexts/uk'
import { texts as vi } from './mailTexts/vi'
import { texts as zhCN } from './mailTexts/zh-CN'
import { texts as zhHK } from './mailTexts/zh-HK'
import { texts as zhTW } from './mailTexts/zh-TW'

/**
 * Latch's e-mails in every language of the modal but English (docs/locales.md), by BCP 47 tag. One line per
 * locale, in alphabetical order.
 */
export const mailLocales: Record<string, AuthMailTexts> = {
  ar: ar,
  de: de,
  'es-419': es419,
  fa: fa,
  fr: fr,
  he: he,
  hi: hi,
  id: id,
  it: it,
  ja: ja,
  ko: ko,
  ms: ms,
  nl: nl,
  pl: pl,
  'pt-BR': ptBR,
  ru: ru,
  th: th,
  tr: tr,
  uk: uk,
  vi: vi,
  'zh-CN': zhCN,
  'zh-HK': zhHK,
  'zh-TW': zhTW,
}

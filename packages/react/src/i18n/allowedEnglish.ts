import * as errorTexts from '@latch/core/errorTexts'

/**
 * The English texts a locale may keep as they are (docs/locales.md, behaviour.md §20): brand and network names,
 * and the spec's fixed error texts (behaviour.md §8), which apps and tests match on. Read by the check in
 * `locales.test.ts` only, so no bundle holds it.
 */
export const allowedEnglish: ReadonlySet<string> = new Set([
  'WalletConnect',
  'Google',
  'GitHub',
  'Apple',
  'Facebook',
  'X',
  'Discord',
  'Farcaster',
  ...Object.values<unknown>(errorTexts).filter((text): text is string => typeof text === 'string'),
])

const rightToLeft = new Set(['ar', 'fa', 'he', 'ur', 'ps', 'yi'])

/** The direction a language is written in (behaviour.md §20). */
export function textDirection(tag: string): 'ltr' | 'rtl' {
  return rightToLeft.has(tag.split('-')[0]?.toLowerCase() ?? '') ? 'rtl' : 'ltr'
}

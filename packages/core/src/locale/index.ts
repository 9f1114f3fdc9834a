/**
 * `@latch/core/locale`: what every place that speaks the visitor's language shares (behaviour.md §20): the modal's
 * locale chunks, the secure site and the server's e-mails. A subpath of its own, so no app's first paint holds it.
 */

export { formatAmount } from './formatAmount'
export { matchLocale } from './matchLocale'
export { type Plural, plural } from './plural'

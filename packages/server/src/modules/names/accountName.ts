import { isValidNameLabel } from '@latch/core'

/** ENS's limit for one label (DNS: 63 bytes). */
const MAX_LABEL_LENGTH = 63

/**
 * The label of `name` when it is `<label>.<zone>` with a label of behaviour.md §5 (4 or more letters, digits
 * or hyphens, ASCII only, so no confusable), lower-cased as ENS normalises it; undefined otherwise.
 */
export function labelInZone(name: string, zone: string): string | undefined {
  const lower = name.toLowerCase()
  const suffix = `.${zone}`
  if (!lower.endsWith(suffix)) return undefined
  const label = lower.slice(0, -suffix.length)
  if (label.length > MAX_LABEL_LENGTH || !isValidNameLabel(label)) return undefined
  // ENSIP-15 refuses `--` at the third and fourth characters: `xn--…` is punycode, a confusable in disguise.
  if (label.slice(2, 4) === '--') return undefined
  return label
}

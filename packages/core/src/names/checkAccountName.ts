import type { Latch } from '../createLatch'
import * as errorTexts from '../errors/errorTexts'
import { namesApi } from './namesApi'

export type AccountNameAvailability =
  | { status: 'available'; name: string }
  | { status: 'taken'; name: string; suggestions: string[] }
  | { status: 'failed'; error: string }

/**
 * Whether `<label>.<zone>` is free, and free names like it when it is not (behaviour.md §13.5). A failed request
 * answers "Error fetching name suggestions".
 */
export async function checkAccountName(
  latch: Latch,
  label: string,
): Promise<AccountNameAvailability> {
  const zone = latch.options.names?.zone
  if (!zone) return { status: 'failed', error: errorTexts.errorFetchingNameSuggestions }
  const name = `${label.toLowerCase()}.${zone}`
  try {
    const [asked, ...others] = await namesApi(latch).suggestions(name, zone)
    if (!asked?.registered) return { status: 'available', name }
    return {
      status: 'taken',
      name,
      suggestions: others.filter((entry) => !entry.registered).map((entry) => entry.name),
    }
  } catch {
    return { status: 'failed', error: errorTexts.errorFetchingNameSuggestions }
  }
}

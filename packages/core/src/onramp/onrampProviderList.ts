/**
 * The app's provider list (behaviour.md §5): an array of strings, else empty. Empty offers every provider the
 * server has.
 */
export function onrampProviderList(value: unknown): string[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string') ? [...value] : []
}

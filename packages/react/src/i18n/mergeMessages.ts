/** A catalogue's shape with every string optional: an app's overrides for one locale. */
export type MessageOverrides<Shape> = {
  [Key in keyof Shape]?: Shape[Key] extends string | ((...args: never[]) => string)
    ? Shape[Key]
    : MessageOverrides<Shape[Key]>
}

function isGroup(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/**
 * `base` with `overrides` laid over it string by string: a group of strings merges, a string or a string
 * function replaces (behaviour.md §20).
 */
export function mergeMessages<Shape extends object>(
  base: Shape,
  overrides: MessageOverrides<Shape> | undefined,
): Shape {
  if (!overrides) return base
  return mergeGroups(base as Record<string, unknown>, overrides) as Shape
}

function mergeGroups(base: Record<string, unknown>, overrides: object): Record<string, unknown> {
  const merged = { ...base }
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue
    const current = merged[key]
    merged[key] = isGroup(current) && isGroup(value) ? mergeGroups(current, value) : value
  }
  return merged
}

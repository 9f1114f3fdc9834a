/** How many free names a taken one is offered instead. */
const SUGGESTIONS = 4

/**
 * Candidate labels for a taken `label`, most alike first: numbered, then with a word of the zone's apps; the
 * caller keeps the free ones. Every candidate keeps behaviour.md §5's rule (letters, digits, hyphens).
 */
export function candidateLabels(label: string): string[] {
  const base = label.slice(0, 58)
  return [
    `${base}1`,
    `${base}2`,
    `${base}-1`,
    `${base}42`,
    `${base}-app`,
    `my-${base}`,
    `${base}-id`,
    `${base}7`,
  ]
}

export { SUGGESTIONS }

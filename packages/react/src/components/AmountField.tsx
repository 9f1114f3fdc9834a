/**
 * An amount typed as a decimal, with Max beside it (Send and Swap, behaviour.md §13): one field, so both read,
 * announce and fill the same way. The label is the caller's (a visible `<label htmlFor={id}>`, or `label`).
 */
export function AmountField({
  id,
  label,
  value,
  onChange,
  invalid,
  describedBy,
  max,
}: {
  id?: string | undefined
  /** The accessible name, where no visible label points at `id`. */
  label?: string | undefined
  value: string
  onChange(value: string): void
  invalid?: boolean | undefined
  describedBy?: string | undefined
  max: { text: string; label: string; disabled: boolean; onClick(): void }
}) {
  return (
    <div className="amount-row">
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0"
        aria-label={label}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      <button
        type="button"
        className="secondary"
        aria-label={max.label}
        disabled={max.disabled}
        onClick={max.onClick}
      >
        {max.text}
      </button>
    </div>
  )
}

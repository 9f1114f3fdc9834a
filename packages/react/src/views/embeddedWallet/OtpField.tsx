import { useId } from 'react'

const OTP_LENGTH = 6

/**
 * The e-mailed code's field: digits only (a pasted code with spaces or dashes counts), sent as soon as the sixth
 * digit is there. The view owns the value, so it can clear it (a resend, the next step).
 */
export function OtpField({
  label,
  value,
  onChange,
  onComplete,
  invalid,
  disabled,
}: {
  label: string
  value: string
  onChange(digits: string): void
  onComplete(otp: string): void
  invalid: boolean
  disabled?: boolean | undefined
}) {
  const id = useId()
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="otp-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH * 2}
        value={value}
        disabled={disabled}
        aria-invalid={invalid ? true : undefined}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH)
          onChange(digits)
          if (digits.length === OTP_LENGTH) onComplete(digits)
        }}
      />
    </>
  )
}

/** Whether a code is whole (then it has been sent). */
export const isWholeOtp = (code: string) => code.length === OTP_LENGTH

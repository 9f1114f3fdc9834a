/** Back: points to where the reader came from, so it flips in a right-to-left dialog (modalCss.ts). */
export function BackIcon() {
  return (
    <svg className="directional" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <path
        d="M10 3 5 8l5 5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  )
}

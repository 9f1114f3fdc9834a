/**
 * A status with a turning ring. The ring turns its square box, whose corners reach 7 px past its sides: where the
 * status is only as wide as the ring (inside a centred column), they spilled out of it. The status clips them
 * (`.spinning`); the ring itself stays inside its circle.
 */
export function Spinner({ label }: { label: string }) {
  return (
    <div className="center spinning" role="status">
      <div className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  )
}

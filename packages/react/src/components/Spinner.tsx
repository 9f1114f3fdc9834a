export function Spinner({ label }: { label: string }) {
  return (
    <div className="center" role="status">
      <div className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  )
}

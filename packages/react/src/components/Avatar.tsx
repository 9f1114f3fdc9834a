/** A colourful avatar derived from the address (no network request). */
export function Avatar({ address }: { address: string }) {
  const hex = address.replace(/^0x/i, '').padEnd(12, '0')
  const hue = (start: number) => Number.parseInt(hex.slice(start, start + 4), 16) % 360
  return (
    <div
      className="avatar"
      aria-hidden="true"
      style={{
        background: `radial-gradient(circle at 30% 30%, hsl(${hue(0)} 85% 65%), hsl(${hue(4)} 75% 45%) 60%, hsl(${hue(8)} 70% 30%))`,
      }}
    />
  )
}

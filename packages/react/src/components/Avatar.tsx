import { safeIconUrl } from '@latch/core'

/** The identity's avatar when it is a safe image, else a colourful one derived from the address. */
export function Avatar({ address, image }: { address: string; image?: string | null | undefined }) {
  const src = image ? safeIconUrl(image) : undefined
  if (src) return <img className="avatar" src={src} alt="" />
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

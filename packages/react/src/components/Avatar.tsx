import { safeIconUrl } from '@latch/core'
import { hueOf } from './hueOf'

/** The identity's avatar when it is a safe image, else a colourful one derived from the address. */
export function Avatar({ address, image }: { address: string; image?: string | null | undefined }) {
  const src = image ? safeIconUrl(image) : undefined
  if (src) return <img className="avatar" src={src} alt="" />
  const hue = (seed: number) => hueOf(address, seed)
  return (
    <div
      className="avatar"
      aria-hidden="true"
      style={{
        background: `radial-gradient(circle at 30% 30%, hsl(${hue(1)} 85% 65%), hsl(${hue(2)} 75% 45%) 60%, hsl(${hue(3)} 70% 30%))`,
      }}
    />
  )
}

import { encode } from 'uqr'

/**
 * A QR code as one SVG path, dark on white whatever the theme (scanners need the contrast). With a logo in the
 * middle it uses the highest error correction, so the covered modules do not matter.
 */
export function QrCode({
  value,
  label,
  logo,
}: {
  value: string
  label: string
  logo?: string | undefined
}) {
  const { data, size } = encode(value, { ecc: logo ? 'H' : 'M', border: 2 })
  let path = ''
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`
    })
  })
  const logoSize = Math.round(size * 0.22)
  const logoAt = (size - logoSize) / 2
  return (
    <svg
      className="qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={280}
      height={280}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#111" />
      {logo ? (
        <>
          <rect
            x={logoAt - 0.5}
            y={logoAt - 0.5}
            width={logoSize + 1}
            height={logoSize + 1}
            rx={1.5}
            fill="#fff"
          />
          <image href={logo} x={logoAt} y={logoAt} width={logoSize} height={logoSize} />
        </>
      ) : null}
    </svg>
  )
}

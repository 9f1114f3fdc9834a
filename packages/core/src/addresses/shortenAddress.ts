const HEAD = 6
const TAIL = 4

/** `0x70997970C51812dc3A010C7d01b50e0d17dc79C8` → `0x7099…79C8`; short strings stay whole. */
export function shortenAddress(address: string): string {
  if (address.length <= HEAD + TAIL + 3) return address
  return `${address.slice(0, HEAD)}…${address.slice(-TAIL)}`
}

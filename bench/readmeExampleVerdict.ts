import type { Interaction } from './measureInteraction'

/** Issue 21's bounds for the README's first example, beside the wagmi baseline in the same run. */
export const readmeExampleBounds = {
  jsFilesByLoad: 12,
  buttonOverWagmiMs: 50,
  clickToContentMs: 30,
}

const verdict = (value: number, bound: number) => (value <= bound ? 'holds' : 'does not hold')

/**
 * One line per bundler: JS files by the load event, the "Connect" button's delay over the wagmi baseline's (median
 * Latch − median wagmi, built by the same bundler in the same run) and click → content, each against its bound.
 */
export function readmeExampleVerdict(parameters: {
  bundler: string
  latch: Interaction | undefined
  wagmi: Interaction | undefined
}) {
  const { latch, wagmi } = parameters
  if (!latch || !wagmi) return `${parameters.bundler}: not measured (a build or a load failed).`
  const delay = latch.buttonVisibleMs - wagmi.buttonVisibleMs
  const content = latch.clickToContentMs ?? Number.POSITIVE_INFINITY
  const bounds = readmeExampleBounds
  return (
    `${parameters.bundler}: ${latch.jsFilesByLoad} JS files by the load event (wagmi baseline ${wagmi.jsFilesByLoad}; ` +
    `at most ${bounds.jsFilesByLoad}: ${verdict(latch.jsFilesByLoad, bounds.jsFilesByLoad)}); "Connect" visible ` +
    `${delay.toFixed(0)} ms after the wagmi baseline's (${latch.buttonVisibleMs.toFixed(0)} − ` +
    `${wagmi.buttonVisibleMs.toFixed(0)} ms; at most ${bounds.buttonOverWagmiMs}: ` +
    `${verdict(delay, bounds.buttonOverWagmiMs)}); click → content ${content.toFixed(1)} ms (at most ` +
    `${bounds.clickToContentMs}: ${verdict(content, bounds.clickToContentMs)}).`
  )
}

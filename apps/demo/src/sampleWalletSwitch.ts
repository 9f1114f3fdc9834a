const key = 'latch-demo:inject-sample-wallet'

/** The development switch: whether this page injects the sample wallet (kept across reloads). */
export function isSampleWalletEnabled(): boolean {
  return localStorage.getItem(key) === '1'
}

export function setSampleWalletEnabled(enabled: boolean): void {
  if (enabled) localStorage.setItem(key, '1')
  else localStorage.removeItem(key)
}

/**
 * Injects the sample wallet when the switch is on; a browser extension would have done so before load.
 * `?sampleAccount=N` picks another account of the test mnemonic (a second visitor in the names e2e).
 */
export async function injectSampleWalletIfEnabled(): Promise<void> {
  if (!isSampleWalletEnabled()) return
  const { injectSampleWallet } = await import('@latch/sample-wallet')
  const accountIndex = Number(new URLSearchParams(location.search).get('sampleAccount') ?? '')
  injectSampleWallet(Number.isSafeInteger(accountIndex) && accountIndex > 0 ? { accountIndex } : {})
}

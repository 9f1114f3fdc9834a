/** Copies an address to the clipboard; the text a screen reader hears of it (copied, or why not). */
export async function copyAddress(
  address: string,
  texts: { addressCopied: string; copyFailed: string },
): Promise<string> {
  try {
    await navigator.clipboard.writeText(address)
    return texts.addressCopied
  } catch {
    return texts.copyFailed
  }
}

/** CAIP-122's first line names the chain by its human name; EIP-4361 is CAIP-122's `Ethereum` profile. */
const firstLine =
  /^(?:[a-zA-Z][a-zA-Z0-9+\-.]*:\/\/)?\S+ wants you to sign in with your ([A-Za-z0-9 -]{1,32}) account:$/

const namespaces: Record<string, string> = {
  Ethereum: 'eip155',
  Solana: 'solana',
  Bitcoin: 'bip122',
}

/**
 * The CAIP-2 namespace a sign-in message is for, read from its first line (CAIP-122: "<domain> wants you to
 * sign in with your <Chain> account:"); a chain this table does not know answers its own name lower-cased, so
 * the refusal can name it. Undefined when the text is no sign-in message at all.
 */
export function messageNamespace(text: string): string | undefined {
  const end = text.indexOf('\n')
  const match = firstLine.exec(end < 0 ? text : text.slice(0, end))
  if (!match?.[1]) return undefined
  return namespaces[match[1]] ?? match[1].toLowerCase()
}

import { hexToBytes, isHex } from 'viem'

export type DescribedMessage = { text: string; encoding: 'text' | 'hex' }

const decoder = new TextDecoder('utf-8', { fatal: true })
// Text a person can read: no control characters but line breaks and tabs.
// biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point
const unreadable = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

/**
 * A `personal_sign` message as the user should read it: a hex message is bytes, shown as the UTF-8 text they
 * spell when they are readable text, as the hex itself otherwise (a hash, a binary payload); anything else is
 * the text itself.
 */
export function describeMessage(message: string): DescribedMessage {
  if (!isHex(message)) return { text: message, encoding: 'text' }
  try {
    const text = decoder.decode(hexToBytes(message))
    if (!unreadable.test(text)) return { text, encoding: 'text' }
  } catch {
    // Not UTF-8: the bytes are shown as they are.
  }
  return { text: message, encoding: 'hex' }
}

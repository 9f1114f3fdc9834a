import { createHmac } from 'node:crypto'

/**
 * What is stored of an account address when the project does not keep addresses (behaviour.md §21.3): HMAC-SHA256
 * keyed with the server's analytics secret over the project id and the address, so one account counts as one
 * within a project, is not linkable across projects, and cannot be read back from a leaked table (addresses are
 * public: a plain hash of one is looked up, not guessed). EVM addresses are case-insensitive: lower-cased first.
 */
export function accountHash(secret: string, projectId: string, address: string): string {
  const canonical = /^0x[0-9a-fA-F]{40}$/.test(address) ? address.toLowerCase() : address
  return `hmac:${createHmac('sha256', secret).update(`${projectId}\n${canonical}`).digest('base64url')}`
}

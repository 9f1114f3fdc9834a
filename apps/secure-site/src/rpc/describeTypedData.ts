import * as z from 'zod/mini'
import { type ApprovalRow, chainName } from './describeRequest'
import { said } from './said'

const field = z.object({ name: z.string(), type: z.string() })
const typedData = z.object({
  types: z.record(z.string(), z.array(field)),
  primaryType: z.string().check(z.minLength(1)),
  domain: z.optional(z.record(z.string(), z.unknown())),
  message: z.record(z.string(), z.unknown()),
})

/** A screen, not a dump: past this the list says how much more there is. */
const MAX_ROWS = 200
const MAX_DEPTH = 8

const domainLabels: Record<string, string> = {
  name: 'App',
  version: 'Version',
  chainId: 'Network',
  verifyingContract: 'Contract',
  salt: 'Salt',
}

function text(value: unknown, type: string): string {
  if (/^u?int\d*$/.test(type) && (typeof value === 'number' || typeof value === 'string')) {
    try {
      return BigInt(value).toString()
    } catch {
      return String(value)
    }
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint')
    return String(value)
  return JSON.stringify(value)
}

/** A field's value: a yes or no in words, an empty one as a dash, anything else as text. */
function fieldValue(value: unknown, type: string): Pick<ApprovalRow, 'value' | 'words'> {
  if (value === null || value === undefined) return { value: '—' }
  if (typeof value === 'boolean') return said({ say: value ? 'yes' : 'no' })
  return { value: text(value, type) }
}

/**
 * Typed data (EIP-712) as a readable list: the domain (who asks: the app's name, the network, the contract),
 * then every field of the message in the order its type declares them, nested structs and arrays as paths
 * (`from › wallet`, `items › 2`). Undefined for what is not typed data.
 */
export function describeTypedData(
  input: unknown,
): { primaryType: string; rows: ApprovalRow[] } | undefined {
  let value = input
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input)
    } catch {
      return undefined
    }
  }
  const parsed = typedData.safeParse(value)
  if (!parsed.success) return undefined
  const { types, primaryType, domain = {}, message } = parsed.data
  const rows: ApprovalRow[] = []
  let hidden = 0
  const push = (row: ApprovalRow) => {
    if (rows.length < MAX_ROWS) rows.push(row)
    else hidden++
  }

  for (const [key, label] of Object.entries(domainLabels)) {
    const entry = domain[key]
    if (entry === undefined) continue
    if (key === 'chainId') {
      const id = Number(text(entry, 'uint256'))
      push({
        label,
        ...(Number.isSafeInteger(id) ? said(chainName(id)) : { value: String(entry) }),
      })
    } else push({ label, value: text(entry, 'string') })
  }

  function walk(type: string, data: unknown, path: string[], depth: number) {
    const array = /^(.*)\[(\d*)\]$/.exec(type)
    if (array && Array.isArray(data)) {
      const itemType = array[1] ?? ''
      if (data.length === 0) push({ label: path.join(' › '), ...said({ say: 'none' }) })
      data.forEach((item, index) => {
        walk(itemType, item, [...path, String(index + 1)], depth + 1)
      })
      return
    }
    const struct = types[type]
    if (struct && depth < MAX_DEPTH && typeof data === 'object' && data !== null) {
      for (const member of struct)
        walk(
          member.type,
          (data as Record<string, unknown>)[member.name],
          [...path, member.name],
          depth + 1,
        )
      return
    }
    push({ label: path.join(' › '), ...fieldValue(data, type) })
  }
  walk(primaryType, message, [], 0)
  if (hidden > 0) rows.push({ label: 'More', ...said({ plural: 'moreFields', count: hidden }) })
  return { primaryType, rows }
}

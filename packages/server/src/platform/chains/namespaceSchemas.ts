import { z } from 'zod'
import type { NamespaceSource } from './NamespaceSource'

/** A path or query value checked by a namespace's rule (the 400 names the field and says the rule). */
function byRule(rule: (value: string) => string | undefined) {
  return z
    .string()
    .max(128)
    .superRefine((value, context) => {
      const problem = rule(value)
      if (problem) context.addIssue({ code: 'custom', message: problem })
    })
}

/** An address of the source's namespace. */
export const namespaceAddress = (source: NamespaceSource) => byRule(source.addressProblem)

/** A chainId of the source's namespace. */
export const namespaceNetwork = (source: NamespaceSource) => byRule(source.networkProblem)

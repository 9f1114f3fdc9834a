import type { ChainNamespace } from '../caip/chainNamespace'

/** A wallet request in flight or its failure (behaviour.md §8 texts); removed when it succeeds. */
export type Attempt = { status: 'pending' | 'rejected' | 'failed'; message?: string | undefined }

export type ConnectionSlice = {
  /** The namespace whose adapter the modal shows and acts on. */
  activeNamespace: ChainNamespace
  connectAttempt:
    | (Attempt & {
        connectorId: string
        /** Made ahead of a tap (a prepared pairing): the visitor has not asked to connect yet. */
        prepared?: boolean | undefined
      })
    | undefined
  recentWalletIds: readonly string[]
}

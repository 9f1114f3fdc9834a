import type { RevokePermissionsResult } from '@latch/core/sessions'
import { useCallback, useState } from 'react'
import { useLatchInstance } from '../LatchContext'

export type UseRevokePermissionsReturn = {
  /** Asks the connected wallet to revoke the session (ERC-7715 `wallet_revokePermissions`), on chain. */
  revokePermissions(parameters: { context: string }): Promise<RevokePermissionsResult>
  status: 'idle' | 'pending' | RevokePermissionsResult['status']
  error: string | undefined
}

/** ERC-7715 `wallet_revokePermissions`: core's `revokePermissions`, with its last attempt as React state. */
export function useRevokePermissions(): UseRevokePermissionsReturn {
  const latch = useLatchInstance()
  const [state, setState] = useState<Omit<UseRevokePermissionsReturn, 'revokePermissions'>>({
    status: 'idle',
    error: undefined,
  })
  const revoke = useCallback<UseRevokePermissionsReturn['revokePermissions']>(
    async (parameters) => {
      setState({ status: 'pending', error: undefined })
      const { revokePermissions } = await import('@latch/core/sessions')
      const result = await revokePermissions(latch, parameters)
      setState(
        result.status === 'success'
          ? { status: 'success', error: undefined }
          : { status: result.status, error: result.error.message },
      )
      return result
    },
    [latch],
  )
  return { ...state, revokePermissions: revoke }
}

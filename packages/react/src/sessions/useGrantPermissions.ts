import type { GrantedSession, SessionPermission } from '@latch/core'
import type { GrantPermissionsResult } from '@latch/core/sessions'
import { useCallback, useState } from 'react'
import { useLatchInstance } from '../LatchContext'

export type UseGrantPermissionsReturn = {
  /** Asks the connected wallet for the session; the visitor approves its limit once (behaviour.md §6.6). */
  grantPermissions(permission: SessionPermission): Promise<GrantPermissionsResult>
  /** `idle`, `pending` while the wallet asks the visitor, then the last attempt's outcome. */
  status: 'idle' | 'pending' | GrantPermissionsResult['status']
  /** The session the wallet granted, for `useSessionTransfer` and `useRevokePermissions`. */
  session: GrantedSession | undefined
  /** The last attempt's rejection or failure, in the words of docs/behaviour.md §8. */
  error: string | undefined
}

/** ERC-7715 `wallet_grantPermissions` for the connected wallet: core's `grantPermissions`, as React state. */
export function useGrantPermissions(): UseGrantPermissionsReturn {
  const latch = useLatchInstance()
  const [state, setState] = useState<Omit<UseGrantPermissionsReturn, 'grantPermissions'>>({
    status: 'idle',
    session: undefined,
    error: undefined,
  })
  const grant = useCallback<UseGrantPermissionsReturn['grantPermissions']>(
    async (permission) => {
      setState({ status: 'pending', session: undefined, error: undefined })
      // The actions load with the first session, not with the page (the app's first paint).
      const { grantPermissions } = await import('@latch/core/sessions')
      const result = await grantPermissions(latch, permission)
      setState(
        result.status === 'success'
          ? { status: 'success', session: result.session, error: undefined }
          : { status: result.status, session: undefined, error: result.error.message },
      )
      return result
    },
    [latch],
  )
  return { ...state, grantPermissions: grant }
}

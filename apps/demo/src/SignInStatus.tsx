import { useSiwxSession } from '@latch/react/siwx'
import { useEffect, useState } from 'react'
import { latch } from './latch'

type Me = { state: 'checking' } | { state: 'signedIn'; address: string } | { state: 'signedOut' }

/**
 * With `?siwx=…`: what the demo's own back end says about the visitor. It calls the protected `/api/me` with the
 * session token, so "Signed in as …" is the back end's answer, not the modal's state.
 */
export function SignInStatus() {
  const { session, signOut } = useSiwxSession()
  const token = session?.token
  const [me, setMe] = useState<Me>({ state: 'signedOut' })
  useEffect(() => {
    if (!token) {
      setMe({ state: 'signedOut' })
      return
    }
    let current = true
    setMe({ state: 'checking' })
    fetch('/api/me', { headers: { authorization: `Bearer ${token}` } })
      .then(async (response) =>
        response.ok ? ((await response.json()) as { address: string }) : undefined,
      )
      .catch(() => undefined)
      .then((body) => {
        if (current)
          setMe(body ? { state: 'signedIn', address: body.address } : { state: 'signedOut' })
      })
    return () => {
      current = false
    }
  }, [token])
  if (!latch.options.siwx) return null
  return (
    <section aria-label="Sign-in" className="card">
      <h2>Sign-in</h2>
      {me.state === 'signedIn' ? (
        <>
          <p role="status">Signed in as {me.address}</p>
          <button type="button" onClick={() => void signOut()}>
            Sign out
          </button>
        </>
      ) : (
        <p role="status">{me.state === 'checking' ? 'Checking…' : 'Not signed in'}</p>
      )}
    </section>
  )
}

'use client'

import { useLatchAccount } from '@latch/react'

export function Status() {
  const { status } = useLatchAccount()
  return <p>Status: {status}</p>
}

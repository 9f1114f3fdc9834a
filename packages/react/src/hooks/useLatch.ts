import { closeModal, type OpenModalParameters, openModal } from '@latch/core'
import { useMemo } from 'react'
import { useLatchInstance } from '../LatchContext'
import { useLatchState } from '../state/useLatchState'

/** Opens and closes the modal: `open({ view })`, `close()`. */
export function useLatch() {
  const latch = useLatchInstance()
  const isOpen = useLatchState((state) => state.open)
  return useMemo(
    () => ({
      isOpen,
      open: (parameters?: OpenModalParameters) => openModal(latch, parameters),
      close: () => closeModal(latch),
    }),
    [latch, isOpen],
  )
}

import type { ComponentType } from 'react'

/**
 * What a feature puts in the Account view's header in place of the plain shortened address (ProfileWallets: the
 * wallet switch, as AppKit's header has it), from its registry chunk (`accountHeader` of its `views.ts`). It gets
 * the connected address; the copy button stays beside it. The first listed feature's is shown.
 */
export type AccountHeader = { Component: ComponentType<{ address: string }> }

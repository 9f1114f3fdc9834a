import { createContext, useContext } from 'react'
import type { Messages } from './en'
import { enFrame, type FrameMessages } from './en/frame'

/** The app's catalogue (`<LatchProvider messages>`), or undefined for English. */
export const MessagesContext = createContext<Messages | undefined>(undefined)

/** The strings of the buttons and the dialog's frame: the app's catalogue, or English. */
export function useMessages(): FrameMessages {
  return useContext(MessagesContext) ?? enFrame
}

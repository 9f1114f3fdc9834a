import { useContext, useMemo } from 'react'
import type { ViewMessages } from './en'
import { enFrame, type FrameMessages } from './en/frame'
import { MessagesContext } from './MessagesContext'

type WithViews<Feature extends keyof ViewMessages> = FrameMessages & {
  [Key in Feature]: (Key extends keyof FrameMessages ? FrameMessages[Key] : unknown) &
    ViewMessages[Key]
}

/**
 * The strings a feature's view shows: the app's catalogue, or English with the feature's view strings, which
 * the view's chunk brings (`english`), so they stay out of the first paint.
 */
export function useViewMessages<Feature extends keyof ViewMessages>(
  feature: Feature,
  english: ViewMessages[Feature],
): WithViews<Feature> {
  // A catalogue has every feature's strings, so it has this one's.
  const messages = useContext(MessagesContext) as WithViews<Feature> | undefined
  return useMemo(
    () =>
      messages ??
      // A computed key widens to a string index; the shape is the one WithViews names.
      ({
        ...enFrame,
        [feature]: { ...(enFrame as Partial<Record<Feature, object>>)[feature], ...english },
      } as WithViews<Feature>),
    [messages, feature, english],
  )
}

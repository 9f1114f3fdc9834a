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
 * the view's chunk brings (`english`), so they stay out of the first paint; a catalogue without the strings of a
 * feature the app lists gets the English ones too.
 */
export function useViewMessages<Feature extends keyof ViewMessages>(
  feature: Feature,
  english: ViewMessages[Feature],
): WithViews<Feature> {
  const catalogue = useContext(MessagesContext)
  return useMemo(() => {
    // A catalogue has the strings of every feature all apps have; a listed feature's, when the app added them.
    if (catalogue && feature in catalogue) return catalogue as WithViews<Feature>
    const base = catalogue ?? enFrame
    // A computed key widens to a string index; the shape is the one WithViews names.
    return {
      ...base,
      [feature]: { ...(base as Partial<Record<Feature, object>>)[feature], ...english },
    } as WithViews<Feature>
  }, [catalogue, feature, english])
}

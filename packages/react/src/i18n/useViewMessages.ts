import { useContext, useMemo } from 'react'
import type { ViewMessages } from './en'
import { enFrame, type FrameMessages } from './en/frame'
import { MessagesContext } from './MessagesContext'
import { type MessageOverrides, mergeMessages } from './mergeMessages'

type WithViews<Feature extends keyof ViewMessages> = FrameMessages & {
  [Key in Feature]: (Key extends keyof FrameMessages ? FrameMessages[Key] : unknown) &
    ViewMessages[Key]
}

/**
 * The strings a feature's view shows: the catalogue in use (the app's, a locale's, behaviour.md §20), or English,
 * laid over the feature's English view strings, which the view's chunk brings (`english`) so they stay out of the
 * first paint; a string the catalogue lacks (a listed feature's strings not added, an app's override of a few
 * strings) is the English one.
 */
export function useViewMessages<Feature extends keyof ViewMessages>(
  feature: Feature,
  english: ViewMessages[Feature],
): WithViews<Feature> {
  const catalogue = useContext(MessagesContext)
  return useMemo(() => {
    const base = (catalogue ?? enFrame) as Partial<Record<Feature, object>>
    // A computed key widens to a string index; the shape is the one WithViews names.
    return {
      ...base,
      [feature]: mergeMessages<object>(english, base[feature] as MessageOverrides<object>),
    } as WithViews<Feature>
  }, [catalogue, feature, english])
}

import type { CSSProperties } from 'react'
import { useLatchInstance } from '../LatchContext'
import { buttonCss } from './buttonCss'

/** The buttons' stylesheet, hoisted into <head> once by React (on the server too). */
export function ButtonStyle() {
  return (
    <style href="latch-buttons" precedence="latch">
      {buttonCss}
    </style>
  )
}

/** The app's theme variables as inline custom properties of a button. */
export function useButtonTheme(): { style: CSSProperties; 'data-theme'?: string } {
  const { themeVariables, themeMode } = useLatchInstance().options
  return { style: { ...themeVariables } as CSSProperties, 'data-theme': themeMode }
}

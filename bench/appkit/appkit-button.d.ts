// AppKit's button is a custom element.
declare namespace JSX {
  interface IntrinsicElements {
    'appkit-button': Record<string, unknown>
  }
}

/** The names feature's option (`names({ zone })`): the zone the app's project registers names in. */
export type NamesOptions = {
  /** The project's zone on the Latch server (`LATCH_NAMES_ZONES`), e.g. `latch.eth`: names are `<label>.<zone>`. */
  zone: string
}

declare module '../LatchOptions.js' {
  interface LatchOptions {
    /** Registering names in the app's zone (behaviour.md §13.5). Brought by `namesFeature(options)`. */
    names?: NamesOptions | undefined
  }
}

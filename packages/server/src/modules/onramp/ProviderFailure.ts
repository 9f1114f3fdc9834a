/** A provider that could not be reached, timed out, or answered outside its documented shape. */
export class ProviderFailure extends Error {
  constructor(
    readonly provider: string,
    description: string,
  ) {
    super(description)
  }
}

/** A webhook that is not the provider's: a bad or missing signature, an old timestamp, garbage. */
export class WebhookRefused extends Error {}

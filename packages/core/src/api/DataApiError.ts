/** A non-2xx answer of the data API, with the server's reasons (`{ status, reasons }`). */
export class DataApiError extends Error {
  override readonly name = 'DataApiError'
  readonly status: number
  readonly reasons: ReadonlyArray<{ name: string; description: string }>

  constructor(status: number, reasons: ReadonlyArray<{ name: string; description: string }>) {
    super(reasons[0]?.description ?? `The data API answered ${status}`)
    this.status = status
    this.reasons = reasons
  }
}

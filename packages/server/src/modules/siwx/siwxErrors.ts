import { HttpError } from '../../platform/http/HttpError'

/** The sign-in's refusals: each names its check, in the API's `{ status, reasons }` shape. */
export const siwxErrors = {
  invalidMessage: (description: string) => new HttpError(400, 'Invalid Message', description),
  unsupportedNamespace: (namespace: string) =>
    new HttpError(
      400,
      'Unsupported chain namespace',
      `Unsupported chain namespace: ${namespace} (sign-in supports eip155, solana and bip122)`,
    ),
  invalidNonce: (description: string) => new HttpError(400, 'Invalid Nonce', description),
  invalidSignature: () =>
    new HttpError(401, 'Invalid Signature', 'The signature is not by the message’s address'),
  invalidToken: (description: string) => new HttpError(401, 'Invalid Session', description),
  chainUnavailable: (caipNetworkId: string) =>
    new HttpError(
      503,
      'Chain Unavailable',
      `The node of ${caipNetworkId} did not answer: the signature could not be checked, try again`,
    ),
  keysUnavailable: () =>
    new HttpError(
      503,
      'Sign-In Unavailable',
      'Sign-in is not configured on this server (its signing keys need LATCH_KEK)',
    ),
}

import { HttpError } from '../../platform/http/HttpError'

/** The names module's refusals (docs/data-api.md, "Names"). */
export const namesErrors = {
  noZone: () => new HttpError(404, 'No Zone', 'This project has no name zone'),
  notInZone: (zone: string) =>
    new HttpError(
      400,
      'Bad Request',
      `name: must be <label>.${zone}, the label 4 or more letters, digits or hyphens`,
    ),
  notFound: () => new HttpError(404, 'Not Found', 'No such name'),
  badMessage: () =>
    new HttpError(400, 'Bad Request', 'message: must be JSON of name, attributes and timestamp'),
  badCoinType: () =>
    new HttpError(
      400,
      'Bad Request',
      'coin_type: must be 0x80000000 OR the id of a chain this server serves, below 0x80000000',
    ),
  stale: () => new HttpError(400, 'Stale Message', 'The registration message is too old or ahead'),
  badSignature: () =>
    new HttpError(401, 'Invalid Signature', 'The signature is not by the address'),
  replayed: () => new HttpError(409, 'Replayed', 'This registration message was used before'),
  taken: (name: string) => new HttpError(409, 'Name Taken', `${name} is taken`),
  chainDown: () =>
    new HttpError(503, 'Chain Unavailable', 'The chain cannot check the signature now'),
}

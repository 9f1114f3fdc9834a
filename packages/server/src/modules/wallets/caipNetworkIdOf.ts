import { z } from 'zod'
import { parseRequest } from '../../platform/http/parseRequest'
import { chainIdInput } from './signRequest'

/** A request's `chainId` as a caller may spell it (1, '0x1', '1', 'eip155:1') → its CAIP-2 id; else a 400. */
export function caipNetworkIdOf(chainId: unknown): string {
  return parseRequest(z.object({ chainId: chainIdInput }), { chainId }).chainId
}

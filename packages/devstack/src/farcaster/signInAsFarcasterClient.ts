import { createWalletClient, viemConnector } from '@farcaster/auth-client'
import type { Hex, LocalAccount } from 'viem'
import { devFarcasterRelayKey } from './startFarcasterRelay'

/**
 * What a Farcaster app does with a sign-in URL (the QR), as a stand-in for one: reads the channel's request from
 * the relay, builds the Sign In With Farcaster message for `fid` with `@farcaster/auth-client`, signs it with
 * the custody key and posts it to the relay. `signature` replaces the real one (a test of a bad signature);
 * `domain` the one the app asked for (a test of a wrong domain).
 */
export async function signInAsFarcasterClient(options: {
  relayUrl: string
  signInUrl: string
  custody: LocalAccount
  fid: bigint
  signature?: Hex
  domain?: string
  expirationTime?: Date
}): Promise<{ message: string; signature: Hex }> {
  const client = createWalletClient({
    relay: options.relayUrl,
    // The wallet side reads no chain; the connector is only there because the client requires one.
    ethereum: viemConnector({ rpcUrl: options.relayUrl }),
  })
  const parsed = client.parseSignInURI({ uri: options.signInUrl })
  if (parsed.isError) throw new Error('not a Farcaster sign-in URL')
  const { channelToken } = parsed
  const status = await fetch(`${options.relayUrl}/v1/channel/status`, {
    headers: { authorization: `Bearer ${channelToken}` },
  })
  if (!status.ok && status.status !== 202) throw new Error(`the relay answered ${status.status}`)
  const { signatureParams } = (await status.json()) as {
    signatureParams: { siweUri: string; domain: string; nonce: string; expirationTime?: string }
  }
  const expirationTime =
    options.expirationTime ??
    (signatureParams.expirationTime ? new Date(signatureParams.expirationTime) : undefined)
  const built = client.buildSignInMessage({
    address: options.custody.address,
    fid: Number(options.fid),
    uri: signatureParams.siweUri,
    domain: options.domain ?? signatureParams.domain,
    nonce: signatureParams.nonce,
    ...(expirationTime && { expirationTime }),
  })
  if (built.isError) throw new Error(`no sign-in message: ${built.error?.message}`)
  const signature =
    options.signature ?? (await options.custody.signMessage({ message: built.message }))
  const answered = await client.authenticate({
    channelToken,
    authKey: devFarcasterRelayKey,
    message: built.message,
    signature,
    fid: Number(options.fid),
    username: `fid${options.fid}`,
  })
  if (answered.isError) throw new Error('the relay refused the answer')
  return { message: built.message, signature }
}

import type { SendAssetParameters, SendCapability } from '@latch/core'
import { featureOf } from '@latch/core/walletStandard'
import { Transaction } from '@scure/btc-signer'
import { decodeBitcoinAddress } from '../addresses/decodeBitcoinAddress'
import type { BitcoinAdapterContext } from '../BitcoinAdapterContext'
import type { BitcoinSession } from '../connection/createBitcoinConnection'
import { knownBitcoinChains, walletStandardChainOf } from '../networks/walletStandardChain'
import type { BitcoinSignTransactionFeature } from '../walletStandard/bitcoinFeatures'
import { chooseFeeRate } from './chooseFeeRate'
import {
  broadcastBitcoinTransaction,
  getBitcoinFeeEstimates,
  getBitcoinUtxos,
  isBitcoinTransactionConfirmed,
} from './esploraSendApi'
import { planBitcoinSend } from './planBitcoinSend'

type SignTransactionFeature = BitcoinSignTransactionFeature['bitcoin:signTransaction']

/**
 * `@latch/bitcoin/send`: send's capability on Bitcoin. The PSBT is built from the payment address's outputs at the
 * fee rate of the visitor's speed, the wallet signs it (`bitcoin:signTransaction`), Latch broadcasts it through the
 * network's Esplora API (`POST /tx`) and follows it there.
 */
export function bitcoinSendCapability(context: BitcoinAdapterContext): SendCapability {
  /** The send checked: BTC only, both addresses spelled for the network, from the session's payment account. */
  function checked(parameters: SendAssetParameters) {
    const { network, from, to, token } = parameters
    if (token !== undefined) throw new Error('Bitcoin sends BTC only')
    const format = knownBitcoinChains[network.caipNetworkId]?.format
    if (!format) throw new Error(`${network.name} is not a Bitcoin network Latch knows`)
    for (const address of [from, to])
      if (decodeBitcoinAddress(address, format) === undefined)
        throw new Error(`${address} is not a ${network.name} address`)
    const session = context.requireSession(from)
    if (session.payment.address !== from) throw new Error('Bitcoin sends from the payment account')
    return { session, btcNetwork: { ...format, wif: 0 } }
  }
  async function plan(parameters: SendAssetParameters, estimate = false) {
    const { session, btcNetwork } = checked(parameters)
    const [utxos, estimates] = await Promise.all([
      getBitcoinUtxos(parameters.network, parameters.from),
      getBitcoinFeeEstimates(parameters.network),
    ])
    const { publicKey } = session.payment.account
    return {
      session,
      plan: planBitcoinSend({
        utxos,
        from: parameters.from,
        to: parameters.to,
        amount: parameters.amount,
        feeRate: chooseFeeRate(estimates, parameters.feeSpeed),
        network: btcNetwork,
        // A taproot payment account spends by its x-only key.
        tapInternalKey: publicKey.length === 32 ? new Uint8Array(publicKey) : undefined,
        estimate,
      }),
    }
  }
  return {
    // The fee rate follows the visitor's choice among the fee estimates' targets (chooseFeeRate).
    feeSpeeds: ['slow', 'normal', 'fast'],
    async sendAsset(parameters) {
      const { session, plan: send } = await plan(parameters)
      const signed = await signPsbt(session, send.psbt, send.inputs, parameters)
      let transaction: Transaction
      try {
        transaction = Transaction.fromPSBT(signed)
        transaction.finalize()
      } catch {
        throw new Error(`${session.listed.name} answered a PSBT that is not signed`)
      }
      return { hash: await broadcastBitcoinTransaction(parameters.network, transaction.hex) }
    },
    async estimateSend(parameters) {
      return { fee: (await plan(parameters, true)).plan.fee }
    },
    async waitForTransaction({ network, hash, timeoutMs }) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        if (await isBitcoinTransactionConfirmed(network, hash)) return 'success'
        const left = deadline - Date.now()
        if (left <= 0) return 'pending'
        await new Promise((resolve) => setTimeout(resolve, Math.min(1000, left)))
      }
    },
  }
}

async function signPsbt(
  session: BitcoinSession,
  psbt: Uint8Array,
  inputs: number,
  parameters: SendAssetParameters,
): Promise<Uint8Array> {
  const feature = featureOf<SignTransactionFeature>(
    session.listed.wallet,
    'bitcoin:signTransaction',
    'signTransaction',
  )
  if (!feature) throw new Error(`${session.listed.name} cannot sign transactions`)
  const chain = walletStandardChainOf(parameters.network.caipNetworkId)
  const [output] = await feature.signTransaction({
    psbt,
    inputsToSign: [
      {
        account: session.payment.account,
        signingIndexes: Array.from({ length: inputs }, (_, index) => index),
      },
    ],
    ...(chain ? { chain } : {}),
  })
  const signed: unknown = output?.signedPsbt
  if (!(signed instanceof Uint8Array)) throw new Error(`${session.listed.name} answered no PSBT`)
  return signed
}

import { bitcoinRegtestNetwork, bitcoinTestKey } from '@latch/devstack/bitcoinTestKeys'
import { Transaction } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { chooseFeeRate } from './chooseFeeRate'
import { bitcoinDustThreshold, planBitcoinSend } from './planBitcoinSend'

const sender = bitcoinTestKey(2)
const recipient = bitcoinTestKey(3)
const txid = (byte: string) => byte.repeat(64)
const send = {
  utxos: [
    { txid: txid('a'), vout: 0, value: 50_000n },
    { txid: txid('b'), vout: 1, value: 100_000_000n },
  ],
  from: sender.payment.address,
  to: recipient.payment.address,
  amount: 1_000_000n,
  feeRate: 2n,
  network: bitcoinRegtestNetwork,
}

describe('chooseFeeRate', () => {
  const estimates = { '1': 20.2, '2': 15, '6': 8.5, '144': 1.4, '1008': 1 }
  it('takes the estimate of the speed’s target, rounded up', () => {
    expect(chooseFeeRate(estimates, 'fast')).toBe(21n)
    expect(chooseFeeRate(estimates, 'normal')).toBe(9n)
    expect(chooseFeeRate(estimates)).toBe(9n)
    expect(chooseFeeRate(estimates, 'slow')).toBe(2n)
  })
  it('falls back to the nearest shorter target, and never below the relay minimum', () => {
    expect(chooseFeeRate({ '1': 30, '3': 12 }, 'normal')).toBe(12n)
    expect(chooseFeeRate({ '12': 4 }, 'fast')).toBe(4n)
    expect(chooseFeeRate({ '6': 0.2 }, 'normal')).toBe(1n)
    expect(chooseFeeRate({}, 'fast')).toBe(1n)
  })
})

describe('planBitcoinSend', () => {
  it('pays the recipient, the change back to the sender, at the fee rate', () => {
    const plan = planBitcoinSend(send)
    const transaction = Transaction.fromPSBT(plan.psbt)
    const outputs = Array.from({ length: transaction.outputsLength }, (_, index) =>
      transaction.getOutput(index),
    )
    expect(outputs[0]).toMatchObject({ amount: 1_000_000n, script: recipient.payment.script })
    expect(outputs[1]?.script).toEqual(sender.payment.script)
    const inputs = Array.from(
      { length: transaction.inputsLength },
      (_, index) => transaction.getInput(index).witnessUtxo?.amount ?? 0n,
    )
    expect(plan.inputs).toBe(transaction.inputsLength)
    const spent = inputs.reduce((sum, value) => sum + value, 0n)
    expect(spent - 1_000_000n - (outputs[1]?.amount ?? 0n)).toBe(plan.fee)
    // About 141 vbytes for one P2WPKH input and two outputs, at 2 sats per vbyte.
    expect(plan.fee).toBeGreaterThanOrEqual(2n * 140n)
    expect(plan.fee).toBeLessThan(2n * 200n)
  })

  it('refuses dust in words', () => {
    expect(bitcoinDustThreshold(recipient.payment.script)).toBe(294n)
    expect(bitcoinDustThreshold(recipient.ordinal.script)).toBe(330n)
    expect(() => planBitcoinSend({ ...send, amount: 293n })).toThrow(
      '293 sats is below the dust limit of 294 sats: Bitcoin nodes would not relay it',
    )
    expect(() => planBitcoinSend({ ...send, amount: 0n })).toThrow(
      'The amount must be more than 0 BTC',
    )
    // While the visitor types, the fee of a send below dust is that of the smallest relayable one.
    expect(planBitcoinSend({ ...send, amount: 1n, estimate: true }).fee).toBe(
      planBitcoinSend({ ...send, amount: 294n }).fee,
    )
  })

  it('refuses an amount the outputs cannot pay with the fee, however huge', () => {
    expect(() => planBitcoinSend({ ...send, amount: 100_050_000n })).toThrow(
      'Not enough BTC for the amount and the network fee',
    )
    expect(() => planBitcoinSend({ ...send, amount: 2_100_000_000_000_001n })).toThrow(
      'Not enough BTC for the amount and the network fee',
    )
  })

  it('refuses an address of another network', () => {
    const mainnetAddress = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
    expect(() => planBitcoinSend({ ...send, to: mainnetAddress })).toThrow()
  })
})

import { describe, expect, it } from 'vitest'
import { chargedFee, solanaFee } from './solanaFee'

const system = '11111111111111111111111111111111'
const computeBudget = 'ComputeBudget111111111111111111111111111111'
const token = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const u32 = (value: number) => [...new Uint8Array(new Uint32Array([value]).buffer)]
const u64 = (value: bigint) => [...new Uint8Array(new BigUint64Array([value]).buffer)]

describe('solanaFee', () => {
  it('charges 5,000 lamports a signature without a compute-unit price', () => {
    const message = {
      header: { numSignerAccounts: 2 },
      staticAccounts: ['payer', 'other', system],
      instructions: [{ programAddressIndex: 2, data: [2, 0, 0, 0] }],
    }
    expect(solanaFee(message)).toBe(10_000n)
  })

  it('adds price × limit (micro-lamports, rounded up) with a set limit', () => {
    const message = {
      header: { numSignerAccounts: 1 },
      staticAccounts: ['payer', computeBudget, system],
      instructions: [
        { programAddressIndex: 1, data: [2, ...u32(10_000)] },
        { programAddressIndex: 1, data: [3, ...u64(1_500_001n)] },
        { programAddressIndex: 2, data: [2, 0, 0, 0] },
      ],
    }
    // 1.500001 lamports × 10,000 units = 15,000.01 → 15,001
    expect(solanaFee(message)).toBe(5_000n + 15_001n)
  })

  it('prices the default limit: 3,000 units a builtin instruction, 200,000 for others', () => {
    const message = {
      header: { numSignerAccounts: 1 },
      staticAccounts: ['payer', computeBudget, system, token],
      instructions: [
        { programAddressIndex: 1, data: [3, ...u64(1_000_000n)] },
        { programAddressIndex: 2, data: [] },
        { programAddressIndex: 3, data: [] },
      ],
    }
    expect(solanaFee(message)).toBe(5_000n + 3_000n + 3_000n + 200_000n)
  })

  it('reads the fee litesvm charged from its metadata text', () => {
    expect(
      chargedFee(
        'TransactionMetadata { logs: ["fee: 1 }"], compute_units_consumed: 150, fee: 15000 }',
      ),
    ).toBe(15_000n)
    expect(chargedFee('nothing here')).toBeUndefined()
  })
})

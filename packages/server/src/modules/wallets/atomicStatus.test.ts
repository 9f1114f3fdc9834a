import { describe, expect, it } from 'vitest'
import { atomicStatus } from './atomicStatus'
import { delegationOf } from './delegationOf'
import { simple7702AccountAddress as contract } from './simple7702Account'

const other = '0x00000000000000000000000000000000000000aa'

describe('delegationOf', () => {
  it('reads the EIP-7702 delegation indicator and nothing else', () => {
    expect(delegationOf(`0xef0100${contract.slice(2).toLowerCase()}`)).toBe(contract)
    expect(delegationOf(undefined)).toBeUndefined()
    expect(delegationOf('0x')).toBeUndefined()
    expect(delegationOf(`0x6080${contract.slice(2)}`)).toBeUndefined()
    expect(delegationOf(`0xef0100${contract.slice(2)}00`)).toBeUndefined()
  })
})

describe('atomicStatus (behaviour.md §6.5)', () => {
  it('is supported once delegated, ready for a plain EOA, unsupported otherwise', () => {
    const base = { contract, contractDeployed: true, hasCode: false, delegation: undefined }
    expect(atomicStatus(base)).toBe('ready')
    expect(atomicStatus({ ...base, hasCode: true, delegation: contract })).toBe('supported')
    expect(atomicStatus({ ...base, hasCode: true, delegation: other })).toBe('unsupported')
    expect(atomicStatus({ ...base, hasCode: true })).toBe('unsupported')
    expect(atomicStatus({ ...base, contractDeployed: false })).toBe('unsupported')
  })
})

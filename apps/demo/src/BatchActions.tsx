import { useLatchAccount } from '@latch/react'
import { useCallsStatus, useCapabilities, useSendCalls } from '@latch/react/batch'
import { encodeFunctionData, erc20Abi, parseAbi, parseUnits } from 'viem'

/**
 * The dev stack's LUSD and Uniswap V2 router and WETH, the same on both chains: `expectedAddresses().lusd` and
 * `expectedAmmAddresses()` of @latch/devstack.
 */
const lusd = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const router = '0x5eb3Bc0a489C5A8288765d2336659EbCA68FCd00'
const weth = '0x8f86403A4DE0BB5791fa46B8e795C547942fE4Cf'
const swapAbi = parseAbi([
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
])

/** Approve the router and swap LUSD for ETH: two calls, one confirmation (EIP-5792, behaviour.md §6.5). */
function approveAndSwap(account: `0x${string}`, amount: bigint) {
  return [
    {
      to: lusd,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, amount] }),
    },
    {
      to: router,
      data: encodeFunctionData({
        abi: swapAbi,
        functionName: 'swapExactTokensForETH',
        args: [amount, 0n, [lusd, weth], account, BigInt(Math.floor(Date.now() / 1000) + 600)],
      }),
    },
  ]
}

/** A batch from the app's own button: approve and swap in one confirmation, followed until it is final. */
export function BatchActions() {
  const account = useLatchAccount({ namespace: 'eip155' })
  const { sendCalls, status, id, error } = useSendCalls()
  const { callsStatus } = useCallsStatus(id)
  const capabilities = useCapabilities()
  if (!account.isConnected || !account.address) return null
  const address = account.address as `0x${string}`
  const outcome =
    status === 'pending'
      ? 'Waiting for the wallet…'
      : error
        ? error
        : callsStatus
          ? `${callsStatus.status}${callsStatus.atomic ? ', atomic' : ''} (${callsStatus.receipts.length} transaction${callsStatus.receipts.length === 1 ? '' : 's'})`
          : '—'
  return (
    <section aria-labelledby="batch-title" className="card">
      <h2 id="batch-title">Batch (EIP-5792)</h2>
      <p>
        <button
          type="button"
          disabled={status === 'pending'}
          onClick={() =>
            void sendCalls({
              calls: approveAndSwap(address, parseUnits('10', 6)),
              atomicRequired: false,
            })
          }
        >
          Approve and swap 10 LUSD
        </button>{' '}
        <button
          type="button"
          disabled={status === 'pending'}
          onClick={() =>
            // More LUSD than the account holds: the swap reverts, so the approval must not happen either.
            void sendCalls({ calls: approveAndSwap(address, parseUnits('1000000000', 6)) })
          }
        >
          Approve and swap too much
        </button>
      </p>
      <dl>
        <dt>Atomic batches</dt>
        <dd data-testid="batch-atomic">{capabilities?.atomic?.status ?? '—'}</dd>
        <dt>Batch</dt>
        <dd data-testid="batch-status" className={error ? 'error' : undefined}>
          {outcome}
        </dd>
      </dl>
    </section>
  )
}

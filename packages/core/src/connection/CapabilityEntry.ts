import type { AdapterCapabilities, CapabilityName } from '../adapter'

/**
 * A capability as the app lists it beside its adapter, as wagmi apps list connectors:
 * `evmAdapter({ networks, capabilities: [evmWalletConnect, evmSend] })`. The entry is what an adapter's subpath
 * exports (`evmSend` from `@latch/evm/send`): its name and a `load` that imports the implementation, so the
 * entry is a few bytes of the first paint and the implementation a lazy chunk, and an app that lists no entry
 * for a feature bundles none of its modules. Typed by the adapter's context, so one adapter's entry does not fit
 * another. `once`: the capability holds state (the wallets it listed), so every use answers the same one.
 */
export type CapabilityEntry<Context, Name extends CapabilityName = CapabilityName> = {
  [Each in Name]: {
    readonly name: Each
    readonly load: (context: Context) => Promise<AdapterCapabilities[Each]>
    readonly once?: boolean | undefined
  }
}[Name]

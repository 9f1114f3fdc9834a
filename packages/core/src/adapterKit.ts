// `@latch/core/adapter`: what an adapter package is built from (its namespace's descriptor, its capabilities'
// loaders). An entry of its own, so these join an app's first paint beside the adapter that uses them.
export { eip155Namespace } from './caip/eip155Namespace'
export { solanaNamespace } from './caip/solanaNamespace'
export { capabilityLoaders } from './connection/capabilityLoaders'
export { loadOnce } from './connection/loadOnce'

import {
  arbitrum as viemArbitrum,
  base as viemBase,
  mainnet as viemMainnet,
  optimism as viemOptimism,
  polygon as viemPolygon,
  sepolia as viemSepolia,
} from 'viem/chains'
import { fromViemChain } from './fromViemChain'

export const mainnet = /* @__PURE__ */ fromViemChain(viemMainnet)
export const sepolia = /* @__PURE__ */ fromViemChain(viemSepolia)
export const base = /* @__PURE__ */ fromViemChain(viemBase)
export const optimism = /* @__PURE__ */ fromViemChain(viemOptimism)
export const arbitrum = /* @__PURE__ */ fromViemChain(viemArbitrum)
export const polygon = /* @__PURE__ */ fromViemChain(viemPolygon)

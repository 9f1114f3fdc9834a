import { packageBuildConfig } from '../../scripts/packages/packageBuildConfig'

export default packageBuildConfig(import.meta.dirname, {
  // The package runs on the client only: with the directive on every module, a Server Component can
  // render <ConnectButton/> and the other exports straight from the package, as client references.
  banner: { js: "'use client'" },
})

import { packageBuildConfig } from '../../scripts/packages/packageBuildConfig'

export default packageBuildConfig(import.meta.dirname)

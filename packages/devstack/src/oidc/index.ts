export { type OidcUser, oidcTestUser } from './oidcTestUser'
export { type OidcSignInResult, signInAtOidcProvider } from './signInAtOidcProvider'
export {
  type OidcProvider,
  type StartOidcProviderOptions,
  startOidcProvider,
} from './startOidcProvider'

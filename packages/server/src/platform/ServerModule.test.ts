import { expect, it } from 'vitest'
import type { ServerConfig } from '../config'
import type { AuthService } from '../modules/auth/service'
import { defineModule, type ModuleContext } from './ServerModule'

const context = {} as ModuleContext<ServerConfig>
const auth = { authenticate() {} } as unknown as AuthService

it('hands a module the services it needs from the modules before it, and refuses to build without them', () => {
  const needsAuth = defineModule(
    'wallets',
    (_context, services) => ({ provides: {}, ...services }),
    { needs: ['auth'] },
  )
  expect((needsAuth(context, { auth }) as unknown as { auth: AuthService }).auth).toBe(auth)
  expect(() => needsAuth(context, {})).toThrow(
    'The wallets module needs the auth service: list the module that provides it before wallets in serverModules.ts',
  )
})

import { defineModule } from '../../platform/ServerModule'
import { nftRoutes } from './routes'
import { nftService } from './service'
import { nftStore } from './store'

export const nftsModule = defineModule('nfts', ({ db, chains }) => ({
  routes: nftRoutes(nftService(nftStore(db)), chains),
}))

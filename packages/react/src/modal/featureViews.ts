import * as account from '../views/account/views'
import * as connection from '../views/connection/views'
import * as network from '../views/network/views'
import type { FeatureViewsModule } from './ViewDefinition'

/**
 * The view registries (`views.ts`) of the features every app has, in one chunk that loads with the first view: one
 * request for their titles and loaders, none of them in the first paint. A feature an app lists brings its own
 * (`views` of the feature, see `@latch/react/send`).
 */
export const featureViews: readonly FeatureViewsModule[] = [connection, network, account]

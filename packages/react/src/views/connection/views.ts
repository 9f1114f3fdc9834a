import { getConnectors } from '@latch/core'
import { connectionViews } from '../../i18n/en/connectionViews'
import type { ViewRegistry } from '../../modal/ViewDefinition'

export const views = {
  Connect: {
    load: () => import('./ConnectView'),
    title: (messages) => messages.connection.titles.Connect,
  },
  ConnectingExternal: {
    load: () => import('./ConnectingExternalView'),
    // The wallet being connected names the view, once its connector is known.
    title: (messages, { entry, latch }) =>
      getConnectors(latch).find((connector) => connector.id === entry.data.connectorId)?.name ??
      messages.connection.titles.ConnectingExternal,
  },
} satisfies ViewRegistry<'Connect' | 'ConnectingExternal'>

export const english = { connection: connectionViews }

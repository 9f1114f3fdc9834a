import '../noEval'
import { createFrameHost, type FrameHandlers } from '@latch/frame'
import { useSyncExternalStore } from 'react'
import { createRoot } from 'react-dom/client'
import { ApproveTransaction } from '../approval/ApproveTransaction'
import { createApprovals } from '../approval/approvals'
import { createKeyExport } from '../export/createKeyExport'
import { ExportKey } from '../export/ExportKey'
import { SiteLocaleContext } from '../i18n/SiteLocaleContext'
import { englishSite, loadSiteLocale, siteLocaleTag } from '../i18n/siteLocale'
import { createPasskeyCeremony } from '../passkey/createPasskeyCeremony'
import { PasskeyScreen } from '../passkey/PasskeyScreen'
import { applyTheme } from '../theme/applyTheme'
import { createFrameHandlers } from './frameHandlers'
import { readFrameParams } from './frameParams'
import { createLatchApi } from './latchApi'
import { createSessionStore, frameStorage } from './sessionStore'
import './styles.css'

/** behaviour.md §9: the secure site's SDK version, sent with READY. */
const SECURE_SITE_VERSION = 4

function start() {
  const params = readFrameParams(location.search)
  // Without its parameters, or opened outside a frame, the page stays blank: it talks to nobody.
  if (!params || window.parent === window) return

  const session = createSessionStore(frameStorage())
  const api = createLatchApi({
    apiUrl: params.apiUrl,
    projectId: params.projectId,
    token: session.token,
  })
  // The host reads a request's handler when the request arrives: they are filled in right after READY.
  const handlers: FrameHandlers = {}
  const host = createFrameHost({
    appOrigin: params.appOrigin,
    version: SECURE_SITE_VERSION,
    handlers,
  })
  const approvals = createApprovals({
    onShow: () => host.post('SHOW_APPROVAL'),
    onHide: () => host.post('HIDE_APPROVAL'),
  })
  const keyExport = createKeyExport({
    api,
    deviceId: session.deviceId,
    onShow: () => host.post('SHOW_APPROVAL'),
    onHide: () => host.post('HIDE_APPROVAL'),
  })
  const passkeys = createPasskeyCeremony({
    api,
    deviceId: session.deviceId,
    onShow: () => host.post('SHOW_APPROVAL'),
    onHide: () => host.post('HIDE_APPROVAL'),
  })
  let appName: string | undefined
  // The app's language: its screens and the login e-mails follow it (behaviour.md §20).
  let locale = englishSite
  /** The locale asked for last: what the e-mails speak at once, while its words load (a chunk of their own). */
  let localeTag: string | undefined
  const appNameListeners = new Set<() => void>()
  Object.assign(
    handlers,
    createFrameHandlers({
      params,
      api,
      session,
      approvals,
      notify: host.post,
      onTheme: (theme) => applyTheme(document.documentElement, theme),
      locale: () => localeTag,
      onDappData: (data) => {
        appName = data.metadata?.name || undefined
        const tag = siteLocaleTag(data.locale, navigator.languages ?? [navigator.language])
        localeTag = tag
        for (const listener of appNameListeners) listener()
        if (tag === locale.tag || (!tag && locale === englishSite)) return
        void loadSiteLocale(tag).then((loaded) => {
          // A later sync asked for another language meanwhile: it shows that one.
          if (localeTag !== tag) return
          locale = loaded
          document.documentElement.lang = loaded.tag
          for (const listener of appNameListeners) listener()
        })
      },
      passkey: (mode, signal) => passkeys.run(mode, signal),
    }),
  )
  handlers.EXPORT_PRIVATE_KEY = (payload, { signal }) =>
    keyExport.run(signal, payload?.chainNamespace)
  // Frame protocol: whether a session exists, unasked, on load.
  void Promise.resolve(
    handlers.IS_CONNECTED?.(undefined, { id: 'load', signal: new AbortController().signal }),
  )
    .then((answer) => host.post('CONNECTION_STATE', { isConnected: answer?.isConnected ?? false }))
    .catch(() => host.post('CONNECTION_STATE', { isConnected: false }))

  function Frame() {
    const name = useSyncExternalStore(
      (listener) => {
        appNameListeners.add(listener)
        return () => appNameListeners.delete(listener)
      },
      () => appName,
    )
    const shown = useSyncExternalStore(
      (listener) => {
        appNameListeners.add(listener)
        return () => appNameListeners.delete(listener)
      },
      () => locale,
    )
    return (
      <SiteLocaleContext.Provider value={shown}>
        <ApproveTransaction approvals={approvals} appName={name} />
        <ExportKey keyExport={keyExport} />
        <PasskeyScreen ceremony={passkeys} />
      </SiteLocaleContext.Provider>
    )
  }
  const root = document.getElementById('root')
  if (root) createRoot(root).render(<Frame />)
}

start()

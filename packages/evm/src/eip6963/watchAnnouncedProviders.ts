import { type AnnouncedProvider, parseAnnouncement } from './parseAnnouncement'

/**
 * Collects the wallets that announce themselves through EIP-6963, now and later: listens for announcements,
 * then asks every wallet to announce. One entry per rdns; a repeated announcement replaces the earlier one.
 */
export function watchAnnouncedProviders(
  target: Window,
  onChange: (providers: readonly AnnouncedProvider[]) => void,
): () => void {
  let providers: readonly AnnouncedProvider[] = []
  const onAnnounce = (event: Event) => {
    const announced = parseAnnouncement((event as CustomEvent).detail)
    if (!announced) return
    const existing = providers.find((p) => p.info.rdns === announced.info.rdns)
    if (existing?.provider === announced.provider && existing.info.uuid === announced.info.uuid)
      return
    providers = [...providers.filter((p) => p.info.rdns !== announced.info.rdns), announced]
    onChange(providers)
  }
  target.addEventListener('eip6963:announceProvider', onAnnounce)
  target.dispatchEvent(new Event('eip6963:requestProvider'))
  return () => target.removeEventListener('eip6963:announceProvider', onAnnounce)
}

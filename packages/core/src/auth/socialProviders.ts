/** behaviour.md §5: the social providers a login may use. */
export const socialProviders = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const

export type SocialProvider = (typeof socialProviders)[number]

export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (socialProviders as readonly string[]).includes(value)
}

export type TelegramPlatform = 'ios' | 'macos' | 'android' | 'web' | 'other'

/**
 * Inside Telegram some providers cannot complete (behaviour.md §2): iOS drops google, Mac x, Android facebook and x.
 */
const droppedInTelegram: Record<TelegramPlatform, readonly SocialProvider[]> = {
  ios: ['google'],
  macos: ['x'],
  android: ['facebook', 'x'],
  web: [],
  other: [],
}

export function filterSocialsForTelegram(
  providers: readonly SocialProvider[],
  platform: TelegramPlatform,
): SocialProvider[] {
  return providers.filter((provider) => !droppedInTelegram[platform].includes(provider))
}

export type ConnectMethod = 'email' | 'social' | 'wallet'

/** behaviour.md §2: the connect view lists e-mail, then social, then wallets, unless configured otherwise. */
export const defaultConnectMethodsOrder: readonly ConnectMethod[] = ['email', 'social', 'wallet']

import type { profileWalletsViews as english } from '../en/profileWalletsViews'

/** Inside ProfileWallets and the Account view's entry to it. */
export const profileWalletsViews: typeof english = {
  titles: { ProfileWallets: 'वॉलेट' },
  entry: (count) => `${count} वॉलेट`,
  entryLabel: 'वॉलेट प्रबंधित करें',
  tabsLabel: 'नेमस्पेस',
  listLabel: 'आपके कनेक्शन',
  status: { active: 'सक्रिय', connected: 'कनेक्टेड', disconnected: 'डिस्कनेक्टेड' },
  switchTo: (name) => `${name} पर जाएँ`,
  disconnect: (name) => `${name} डिस्कनेक्ट करें`,
  switchButton: 'बदलें',
  disconnectButton: 'डिस्कनेक्ट करें',
  addWallet: 'वॉलेट जोड़ें',
  disconnectAll: 'सभी डिस्कनेक्ट करें',
  balance: 'बैलेंस',
  none: 'यहाँ अभी कोई वॉलेट कनेक्ट नहीं है।',
}

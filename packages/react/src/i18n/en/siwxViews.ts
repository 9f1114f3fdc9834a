/** Inside the sign-in view (SIWX, behaviour.md §4; loaded with it). */
export const siwxViews = {
  titles: { SIWXSignMessage: 'Sign In' },
  heading: (app: string) => `${app} wants you to sign in`,
  explanation:
    'Sign a message with your wallet to prove you own this account. It costs nothing and sends no transaction.',
  account: 'Account',
  sign: 'Sign',
  signing: 'Waiting for your wallet…',
  cancel: 'Cancel',
}

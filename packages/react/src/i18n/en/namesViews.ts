/** Inside the names views (behaviour.md §13.5; loaded with them) and the Account view's Register name button. */
export const namesViews = {
  titles: {
    RegisterAccountName: 'Choose your name',
    RegisterAccountNameSuccess: 'Name registered',
  },
  registerButton: 'Register name',
  label: 'Name',
  hint: (zone: string) => `Your name in ${zone}, which any ENS-aware wallet can send to.`,
  problems: {
    empty: 'Type the name you want.',
    characters: 'Use only letters, digits and hyphens.',
    tooShort: 'A name has at least 4 characters.',
    tooLong: 'A name has at most 63 characters.',
  },
  checking: 'Checking…',
  available: (name: string) => `${name} is available.`,
  taken: (name: string) => `${name} is taken.`,
  suggestionsTitle: 'Available instead',
  register: 'Register',
  signing: 'Sign the message in your wallet…',
  success: (name: string) => `${name} is yours. Wallets that read ENS names can send to it.`,
  done: 'Back to account',
}

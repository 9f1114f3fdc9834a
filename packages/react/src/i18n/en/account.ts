/** The account, outside its view: the view's title (first paint). */
export const account = {
  titles: { Account: 'Account' },
}

/** The names feature's views (spec §2): the registration form, and its success with the name registered. */
export type NamesViews = {
  RegisterAccountName: undefined
  RegisterAccountNameSuccess: { name: string }
}

declare module '../router/views.js' {
  interface ViewParams extends NamesViews {}
}

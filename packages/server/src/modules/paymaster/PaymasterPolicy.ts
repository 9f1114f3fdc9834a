/**
 * A project's gas sponsorship (docs/smart-accounts.md, "The paymaster"): on or off, what it may spend in a day in
 * all and per user (a user is the sending smart account), and the addresses its calls may reach (null: any).
 */
export type PaymasterPolicy = {
  projectId: string
  enabled: boolean
  projectDailyBudgetWei: bigint
  userDailyBudgetWei: bigint
  allowedTargets: string[] | null
}

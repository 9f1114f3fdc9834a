/**
 * The sandbox's test cards, Stripe's numbers (docs.stripe.com/testing): one that is paid, one that is declined,
 * one that asks for a 3-D Secure step first. Any other number is refused as no test card.
 */
export const testCards = {
  '4242424242424242': 'success',
  '4000000000000002': 'declined',
  '4000002760003184': 'threeDSecure',
} as const

export type TestCardOutcome = (typeof testCards)[keyof typeof testCards]

/** The outcome of a card number as typed (spaces and dashes allowed), or undefined for no test card. */
export function testCardOutcome(typed: string): TestCardOutcome | undefined {
  const digits = typed.replace(/[\s-]/g, '')
  return Object.hasOwn(testCards, digits) ? testCards[digits as keyof typeof testCards] : undefined
}

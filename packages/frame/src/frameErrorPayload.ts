import * as z from 'zod/mini'

/** The frame's default error text (behaviour.md §8: "An error occurred (default frame error)"). */
export const defaultFrameErrorMessage = 'An error occurred'

/** The payload of every `<NAME>_ERROR`: a message the app may show; none or an empty one reads as the default. */
export const frameErrorPayload = z.pipe(
  z.optional(z.object({ message: z.optional(z.string()) })),
  z.transform((payload) => ({
    message: payload?.message ? payload.message.slice(0, 1000) : defaultFrameErrorMessage,
  })),
)
export type FrameErrorPayload = z.output<typeof frameErrorPayload>

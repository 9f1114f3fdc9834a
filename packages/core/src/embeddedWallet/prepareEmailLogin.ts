import type { Latch } from '../createLatch'
import { embeddedFrameOf } from './embeddedFrame'

/**
 * The visitor has begun an e-mail login (the field has focus): the secure site's frame loads while they type, so
 * Continue waits only for the server, not for the frame's load too (behaviour.md §11.1). A load that fails is tried
 * again by Continue, whose error the visitor then reads.
 */
export function prepareEmailLogin(latch: Latch): void {
  embeddedFrameOf(latch)
    .client()
    .catch(() => undefined)
}

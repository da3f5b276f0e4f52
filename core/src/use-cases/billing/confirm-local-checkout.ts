import * as Effect from "effect/Effect"
import type { Authenticated } from "../platform/authenticate-session"
import { completeCheckout } from "./complete-checkout"
import { findOwnLocalCheckout } from "./get-local-checkout"

/** The local checkout's Confirm button: credits the signed-in user's own checkout, once. */
export const confirmLocalCheckout = (auth: Authenticated, checkoutId: string) =>
  Effect.gen(function* () {
    const checkout = yield* findOwnLocalCheckout(auth, checkoutId)
    const { credited } = yield* completeCheckout(checkout.id)
    return { ok: true as const, credited, kind: checkout.kind }
  })

import type { SubscribeChallengeResponse } from "../../responses/platform/subscription-responses"
import * as Effect from "effect/Effect"
import { Clock } from "../../ports/clock"
import { Random } from "../../ports/random"
import { SecretSigner } from "../../ports/secret-signer"
import { CHALLENGE_FAILED } from "../../messages/platform-billing"
import { ChallengeFailed } from "./errors"
import { PlatformSettings } from "./settings"

export interface ChallengeAnswer {
  readonly challenge_id: string
  readonly a: number
  readonly b: number
  readonly sig: string
  readonly answer: number
}

// The expiry travels inside the id ("<expires ms>.<random>"), so the client only echoes what it got.
const payload = (userId: number, id: string, a: number, b: number) => `subscribe:${userId}:${id}:${a}:${b}`

/** GET /subscriptions/gotcha/new: a + b signed with the server secret, bound to the user, expiring. */
export const newSubscribeChallenge = (userId: number) =>
  Effect.gen(function* () {
    const random = yield* Random
    const now = yield* (yield* Clock).now
    const settings = yield* PlatformSettings
    const expires = now.getTime() + settings.subscribeChallengeMs
    const challenge_id = `${expires}.${yield* random.token(12)}`
    const a = yield* random.int(1, 9)
    const b = yield* random.int(1, 9)
    const sig = yield* (yield* SecretSigner).sign(payload(userId, challenge_id, a, b))
    return { challenge_id, a, b, sig, expires_at: new Date(expires).toISOString() } satisfies SubscribeChallengeResponse
  })

/** Checks the signature, the expiry and that answer = a + b. */
export const verifySubscribeChallenge = (userId: number, answer: ChallengeAnswer) =>
  Effect.gen(function* () {
    const failed = new ChallengeFailed({ message: CHALLENGE_FAILED })
    const now = yield* (yield* Clock).now
    const expires = Number(answer.challenge_id.split(".")[0])
    if (!Number.isFinite(expires) || expires <= now.getTime()) return yield* failed
    const ok = yield* (yield* SecretSigner).verify(payload(userId, answer.challenge_id, answer.a, answer.b), answer.sig)
    if (!ok || answer.answer !== answer.a + answer.b) return yield* failed
  })

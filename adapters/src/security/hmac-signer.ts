import { createHmac, hash, timingSafeEqual } from "node:crypto"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { SecretSigner, type SecretSignerService } from "@initpack/core/ports/secret-signer"

/** HMAC-SHA256 keyed with the server secret; digests are SHA-256 of the token (tokens carry >= 128 random bits). */
export const makeSigner = (secret: string): SecretSignerService => {
  const sign = (payload: string) => createHmac("sha256", secret).update(payload).digest("base64url")
  return {
    // one-shot hash: no Hash object per call (every signed-in request digests its session token)
    digest: (token) => Effect.sync(() => hash("sha256", token, "hex")),
    sign: (payload) => Effect.sync(() => sign(payload)),
    verify: (payload, signature) =>
      Effect.sync(() => {
        const expected = Buffer.from(sign(payload))
        const given = Buffer.from(signature)
        return expected.length === given.length && timingSafeEqual(expected, given)
      })
  }
}

export const make = (secret: string) => Effect.succeed(makeSigner(secret))

export const layer = (secret: string) => Layer.succeed(SecretSigner, makeSigner(secret))

import { generateSecret, generateURI, verify } from "otplib"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Totp, type TotpService } from "@initpack/core/ports/totp"

const issuer = "Initpack"
/** One 30-second step either side, for clock drift between phone and server. */
const toleranceSeconds = 30

export const make = Effect.succeed<TotpService>({
  generateSecret: Effect.sync(() => generateSecret()),
  uri: (secret, label) => generateURI({ issuer, label, secret }),
  verify: (secret, code, now, afterTimeStep) =>
    Effect.promise(async () => {
      if (!/^\d{6}$/.test(code)) return null
      const result = await verify({
        secret,
        token: code,
        epoch: Math.floor(now.getTime() / 1000),
        epochTolerance: toleranceSeconds,
        afterTimeStep
      }).catch(() => ({ valid: false as const }))
      // the TOTP strategy reports the matched time step (RFC 6238 T)
      return result.valid && "timeStep" in result ? Number(result.timeStep) : null
    })
})

export const layer = Layer.effect(Totp, make)

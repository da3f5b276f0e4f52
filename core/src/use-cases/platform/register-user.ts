import * as Effect from "effect/Effect"
import { Clock } from "../../ports/clock"
import { PasswordHasher } from "../../ports/password-hasher"
import { Transactor } from "../../ports/transactor"
import { UserRepository } from "../../ports/user-repository"
import type { RegisterRequest } from "../../schemas/user"
import { EmailAlreadyRegistered } from "./errors"
import { openSession } from "./session-tokens"
import { EMAIL_ALREADY_REGISTERED } from "./texts"

/** POST /auth/register: creates the account (email unique ignoring case) and signs it in. */
export const registerUser = (input: RegisterRequest) =>
  Effect.gen(function* () {
    const now = yield* (yield* Clock).now
    const passwordHash = yield* (yield* PasswordHasher).hash(input.password)
    const users = yield* UserRepository
    const tx = yield* Transactor
    return yield* tx.run(
      Effect.gen(function* () {
        const user = yield* users.create({
          email: input.email.trim(),
          name: input.name.trim(),
          jobRole: input.role,
          country: input.country,
          passwordHash,
          roles: ["user"],
          createdAt: now
        })
        const session = yield* openSession(user.id, now)
        return { user, session }
      })
    )
  }).pipe(Effect.catchTag("EmailTaken", () => Effect.fail(new EmailAlreadyRegistered({ message: EMAIL_ALREADY_REGISTERED }))))

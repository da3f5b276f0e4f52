import * as Either from "effect/Either"
import { ENTER_POSITIVE_NUMBER } from "../../messages/platform-admin"
import { invalid, type Validated } from "./validation-error"

// platform.md §5: an admin custom top-up needs a positive integer.

export const validateCustomTopup = (input: unknown): Validated<number> => {
  const n = typeof input === "number" ? input : typeof input === "string" && /^\s*\d+\s*$/.test(input) ? Number(input) : NaN
  return Number.isSafeInteger(n) && n > 0 ? Either.right(n) : invalid("bundles", ENTER_POSITIVE_NUMBER)
}

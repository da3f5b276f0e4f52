import * as Either from "effect/Either"

/** A failed validation: the field at fault and the spec's message text. */
export interface ValidationError {
  readonly field: string
  readonly message: string
}

export type Validated<A> = Either.Either<A, ValidationError>

export const invalid = (field: string, message: string): Validated<never> => Either.left({ field, message })

export const trimmed = (value: unknown): string => (typeof value === "string" ? value.trim() : "")

/** The trimmed text, or the error when it is blank. */
export const requireText = (value: unknown, field: string, message: string): Validated<string> => {
  const text = trimmed(value)
  return text === "" ? invalid(field, message) : Either.right(text)
}

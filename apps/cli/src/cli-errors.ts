import * as Data from "effect/Data"
import type { BriefIssue } from "@initpack/core/brief/brief-error"
import { EXIT, type ExitCode } from "./exit-codes"

/** Wrong command line: unknown option value, unknown document, missing argument. Exit 2. */
export class UsageError extends Data.TaggedError("UsageError")<{ readonly message: string }> {}

/** The brief cannot be read or parsed, or does not match the Schema. Exit 1. */
export class BadBrief extends Data.TaggedError("BadBrief")<{
  readonly message: string
  readonly issues: ReadonlyArray<BriefIssue>
}> {}

/** Drafting, rendering or writing failed. Exit 3. */
export class PackFailure extends Data.TaggedError("PackFailure")<{ readonly message: string; readonly cause?: unknown }> {}

export type CliError = UsageError | BadBrief | PackFailure

export const exitCodeOf = (error: CliError): ExitCode =>
  error._tag === "UsageError" ? EXIT.usage : error._tag === "BadBrief" ? EXIT.badBrief : EXIT.failure

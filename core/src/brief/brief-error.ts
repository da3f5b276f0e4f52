import * as Data from "effect/Data"

/** One problem of a brief: the field path (e.g. `project.start`) and what is wrong there. */
export interface BriefIssue {
  readonly path: string
  readonly message: string
}

/** The brief does not match the Schema; every problem found is listed. */
export class BriefInvalid extends Data.TaggedError("BriefInvalid")<{ readonly issues: ReadonlyArray<BriefIssue> }> {
  override get message(): string {
    return this.issues.map(formatIssue).join("\n")
  }
}

export const formatIssue = (issue: BriefIssue): string => `${issue.path}: ${issue.message}`

// issue 36: board review messages and constants (docs/api.md "Board review and sign-off").

/** A review link opens its version for 30 days unless the owner chooses otherwise (1 to 90). */
export const REVIEW_LINK_DAYS = 30
/** Token routes: at most this many requests per link, and per client IP, in the window. */
export const REVIEW_RATE_WINDOW_MS = 60_000
export const REVIEW_RATE_PER_LINK = 60
export const REVIEW_RATE_PER_IP = 300

export const REVIEW_LINK_INVALID = "This review link is not valid. It may have expired or been withdrawn: ask the project owner for a new one."
export const REVIEW_RATE_LIMITED = "Too many requests on this review link. Wait a minute and try again."
export const VERSION_NOT_FOUND = "No such version of this project's pack."
export const REVIEWER_NOT_FOUND = "No such reviewer of this version."
export const COMMENT_NOT_FOUND = "No such comment on this version."
export const NOT_AUTHORISED_YET = "No version of this project's pack is authorised yet."
export const DECISION_TEXT_REQUIRED = (decision: string) =>
  decision === "reject" ? "A rejection needs the reason (text)." : "An approval with conditions needs the conditions (text)."
export const DECISION_ALREADY_RECORDED = "You have already recorded a different decision on this version; it cannot be changed. Ask the project owner to submit a new version."
export const SECTION_REQUIRED = "A comment needs the section it is about: doc_type and heading (a reply: parent_id)."
export const UNKNOWN_SECTION = (heading: string, title: string) => `"${heading}" is not a section heading of the ${title}.`
export const UNKNOWN_REVIEW_DOC = (docType: string, choices: ReadonlyArray<string>) => `Unknown doc_type "${docType}". Choose one of: ${choices.join(", ")}.`
/** The documents that carry the approval page of an authorised version. */
export const APPROVAL_DOC_TYPES = (method: "waterfall" | "agile"): ReadonlyArray<"pid" | "agile_overview" | "sow"> =>
  method === "waterfall" ? ["pid", "sow"] : ["agile_overview", "sow"]

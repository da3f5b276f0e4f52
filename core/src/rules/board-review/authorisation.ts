import type { ApprovalDecision } from "../../document/approval-record"

// issue 36: the Executive (PRINCE2) or the Project Sponsor (agile) authorises; either name counts for both methods.
const AUTHORISING_ROLES = new Set(["executive", "project sponsor", "sponsor"])

export const isAuthorisingRole = (boardRole: string): boolean => AUTHORISING_ROLES.has(boardRole.trim().replace(/\s+/g, " ").toLowerCase())

/** Authorised: the Executive / Project Sponsor approved (with or without conditions) and no board member rejected. */
export const isAuthorised = (decisions: ReadonlyArray<Pick<ApprovalDecision, "boardRole" | "decision">>): boolean =>
  decisions.some((d) => isAuthorisingRole(d.boardRole) && d.decision !== "reject") && !decisions.some((d) => d.decision === "reject")

// issue 36: what an authorised pack version's approval page says (names, roles, decisions, times, version, hash).

export type BoardDecision = "approve" | "approve_with_conditions" | "reject"

export interface ApprovalDecision {
  readonly name: string
  /** e.g. "Executive", "Senior User", "Senior Supplier", "Project Sponsor", "Product Owner" */
  readonly boardRole: string
  readonly decision: BoardDecision
  /** the conditions or the reason, for approve_with_conditions and reject */
  readonly text?: string
  /** ISO 8601 date-time */
  readonly decidedAt: string
}

export interface ApprovalRecord {
  /** the pack version number (1, 2, ...) */
  readonly version: number
  /** the documents' source hash of that version */
  readonly sourceHash: string
  /** ISO 8601 date-time the version was authorised */
  readonly authorisedAt: string
  readonly decisions: ReadonlyArray<ApprovalDecision>
}

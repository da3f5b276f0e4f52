// issue 36: what a board reviewer's link answers (docs/api.md "Board review and sign-off", the reviewer's side).

export type DecisionKind = "approve" | "approve_with_conditions" | "reject"

export interface LinkDecision {
  readonly decision: DecisionKind
  readonly text: string | null
  readonly decided_at: string
  readonly name: string
  readonly board_role: string
}

export interface LinkSection {
  readonly anchor: string
  readonly heading: string
  readonly level: number
  readonly module: string
}

export interface LinkDocument {
  readonly doc_type: string
  readonly file_stem: string
  readonly title: string
  readonly source_hash: string
  readonly sections: ReadonlyArray<LinkSection>
}

export interface ReviewLink {
  readonly project_name: string
  readonly method: "waterfall" | "agile"
  readonly version: number
  readonly source_hash: string
  readonly submitted_at: string
  readonly authorised_at: string | null
  readonly reviewer: { readonly name: string; readonly board_role: string; readonly expires_at: string }
  readonly decision: LinkDecision | null
  readonly documents: ReadonlyArray<LinkDocument>
}

export interface LinkComment {
  readonly id: number
  readonly parent_id: number | null
  readonly author: string
  readonly by_owner: boolean
  readonly doc_type: string
  readonly anchor: string
  readonly heading: string
  readonly body: string
  readonly created_at: string
  readonly resolved: boolean
}

export interface LinkThread extends LinkComment {
  readonly replies: ReadonlyArray<LinkComment>
}

export const DECISION_CHOICES: ReadonlyArray<{ readonly value: DecisionKind; readonly label: string; readonly textLabel?: string }> = [
  { value: "approve", label: "Approve" },
  { value: "approve_with_conditions", label: "Approve with conditions", textLabel: "Conditions" },
  { value: "reject", label: "Reject", textLabel: "Reason for rejecting" }
]

export const DECISION_DONE: Readonly<Record<DecisionKind, string>> = {
  approve: "Approved",
  approve_with_conditions: "Approved with conditions",
  reject: "Rejected"
}

// issue 36: the audit trail of a project's board review as a CSV table (written by the product's one CSV writer).

export interface AuditRow {
  readonly at: string
  readonly version: number
  readonly event: string
  readonly actor: string
  readonly board_role: string | null
  readonly detail: string | null
}

export const AUDIT_CSV_HEADER = ["time", "version", "event", "actor", "board_role", "detail"] as const

export const auditCsvTable = (rows: ReadonlyArray<AuditRow>) => ({
  header: [...AUDIT_CSV_HEADER],
  rows: rows.map((r) => [r.at, r.version, r.event, r.actor, r.board_role ?? "", r.detail ?? ""]),
  numeric: ["version"]
})

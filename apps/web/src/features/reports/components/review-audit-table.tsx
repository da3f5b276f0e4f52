import { Table } from "../../../components/ui/table"
import { formatDateTime } from "../../../lib/date-format"
import { DECISION_LABELS, type DecisionKind, type ReviewEvent } from "../lib/board-review-types"

/** A decision's detail starts with its code (approve_with_conditions: ...): shown with the decision's label. */
const detailOf = (e: ReviewEvent): string =>
  e.event === "decided" && e.detail ? e.detail.replace(/^(approve_with_conditions|approve|reject)\b/, (code) => DECISION_LABELS[code as DecisionKind]) : (e.detail ?? "")

/** issue 36: the board review's audit trail (submitted, viewed, commented, decided, revoked...), newest first. */
export const ReviewAuditTable = ({ events }: { readonly events: ReadonlyArray<ReviewEvent> }) => (
  <div className="board-audit">
    <Table
      caption="Board review audit trail"
      rows={[...events].reverse()}
      rowKey={(e) => `${e.at}-${e.event}-${e.actor}-${e.detail ?? ""}`}
      empty="Nothing recorded yet."
      columns={[
        { key: "at", header: "Time", cell: (e) => <time dateTime={e.at}>{formatDateTime(e.at)}</time> },
        { key: "version", header: "Version", cell: (e) => e.version },
        { key: "event", header: "Event", cell: (e) => e.event },
        { key: "actor", header: "By", cell: (e) => (e.board_role ? `${e.actor} (${e.board_role})` : e.actor) },
        { key: "detail", header: "Detail", cell: detailOf }
      ]}
    />
  </div>
)

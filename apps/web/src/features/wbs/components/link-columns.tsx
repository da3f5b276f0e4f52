import type { EditableColumn } from "../../../components/editable/editable-column"
import type { RowLink } from "../lib/row-links"
import type { PlannedRow, PredecessorsCheck } from "../lib/use-network-plan"
import type { WbsRow } from "../lib/wbs-row"
import { FloatCell, PredecessorsCell } from "./predecessors-cell"

/** What the Predecessors and Float columns need from the screen; keep the object stable (useMemo). */
export interface LinkColumnsConfig {
  readonly check: (id: number, text: string) => PredecessorsCheck
  readonly onLinks: (id: number, links: ReadonlyArray<RowLink>) => void
  readonly onCommit: (id: number) => void
}

// the table's rows are made from useNetworkPlan's rows, so they carry the derived link fields
const planned = (row: WbsRow): PlannedRow => row as PlannedRow

/** The Predecessors (MS Project notation) and Float columns of the WBS and schedule tables (issue 22). */
export const linkColumns = <Row extends WbsRow>(config: LinkColumnsConfig): Array<EditableColumn<Row>> => [
  {
    key: "predecessors",
    header: "Predecessors",
    kind: "static",
    className: "wbs-pred-cell",
    dataLabel: "Predecessors",
    render: (r) => <PredecessorsCell row={planned(r)} check={config.check} onLinks={config.onLinks} onCommit={config.onCommit} />
  },
  { key: "total_float", header: "Float", kind: "static", className: "wbs-float-cell", dataLabel: "Float", render: (r) => <FloatCell row={planned(r)} /> }
]

/** The row class of a critical task (with the written cue in its Float cell). */
export const criticalClass = (row: WbsRow): string => (planned(row).critical ? "wbs-row-critical" : "")

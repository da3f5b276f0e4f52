import type { RiskFieldsPatch } from "../api/update-risk"
import { EMPTY_REGISTER } from "../data/risk-texts"
import type { RiskRow } from "../lib/risk-row"
import { RiskRowEdit } from "./risk-row-edit"
import { RiskRowView } from "./risk-row-view"

export interface RiskTableProps {
  readonly risks: ReadonlyArray<RiskRow>
  readonly editingId: string | null
  /** The row whose write or AI call is under way; null when none. */
  readonly workingId: string | null
  readonly locked: boolean
  readonly onEdit: (risk: RiskRow) => void
  readonly onCancel: () => void
  readonly onSave: (risk: RiskRow, fields: Required<RiskFieldsPatch>) => void
  readonly onMitigate: (risk: RiskRow) => void
  readonly onDelete: (risk: RiskRow) => void
}

const HEADERS = ["Title", "Description", "Category", "Likelihood", "Impact", "RAG", "Mitigation", "Actions"]

/** The risks table (waterfall.md §2): scrolls sideways on a narrow screen; the scroll area is keyboard-focusable. */
export const RiskTable = ({ risks, editingId, workingId, locked, onEdit, onCancel, onSave, onMitigate, onDelete }: RiskTableProps) => (
  <div className="ui-table-wrap risk-table-wrap" role="region" aria-label="Risks table" tabIndex={0}>
    <table className="ui-table risk-table">
      <caption className="sr-only">Risk register</caption>
      <thead>
        <tr>
          {HEADERS.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {risks.length === 0 ? (
          <tr>
            <td className="ui-table-empty" colSpan={HEADERS.length}>
              {EMPTY_REGISTER}
            </td>
          </tr>
        ) : (
          risks.map((risk) =>
            risk.id === editingId ? (
              <RiskRowEdit key={risk.id} risk={risk} saving={workingId === risk.id} onSave={(fields) => onSave(risk, fields)} onCancel={onCancel} />
            ) : (
              <RiskRowView
                key={risk.id}
                risk={risk}
                busy={locked || editingId !== null}
                mitigating={workingId === risk.id}
                onMitigate={() => onMitigate(risk)}
                onEdit={() => onEdit(risk)}
                onDelete={() => onDelete(risk)}
              />
            )
          )
        )}
      </tbody>
    </table>
  </div>
)

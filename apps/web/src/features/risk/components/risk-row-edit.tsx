import { useState, type KeyboardEvent } from "react"
import { validateRiskTitle } from "@initpack/core/rules/validation/risk"
import { Button } from "../../../components/ui/button"
import type { RiskFieldsPatch } from "../api/update-risk"
import { CATEGORY_OPTIONS, LEVEL_OPTIONS } from "../lib/risk-options"
import type { RiskRow } from "../lib/risk-row"
import { RagBadge } from "./rag-badge"

export interface RiskRowEditProps {
  readonly risk: RiskRow
  readonly saving: boolean
  readonly onSave: (fields: Required<RiskFieldsPatch>) => void
  readonly onCancel: () => void
}

/** A risk in edit mode (one row at a time): Save or Cancel; Esc cancels. The RAG previews the new levels. */
export const RiskRowEdit = ({ risk, saving, onSave, onCancel }: RiskRowEditProps) => {
  const [draft, setDraft] = useState<Required<RiskFieldsPatch>>({
    title: risk.title,
    description: risk.description,
    category: risk.category,
    likelihood: risk.likelihood,
    impact: risk.impact,
    mitigation: risk.mitigation
  })
  const [titleError, setTitleError] = useState<string | undefined>()
  const set = (field: keyof RiskFieldsPatch) => (value: string) => setDraft((d) => ({ ...d, [field]: value }))
  const save = () => {
    const valid = validateRiskTitle(draft.title)
    if (valid._tag === "Left") return setTitleError(valid.left.message)
    setTitleError(undefined)
    onSave({ ...draft, title: valid.right })
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") onCancel()
  }
  return (
    <tr className="risk-row-editing" onKeyDown={onKeyDown}>
      <td className="risk-col-title">
        <input
          className="ui-input"
          aria-label="Edit title"
          value={draft.title}
          onChange={(e) => set("title")(e.target.value)}
          aria-invalid={titleError ? true : undefined}
          aria-describedby={titleError ? `risk-edit-title-error-${risk.id}` : undefined}
          autoFocus
        />
        {titleError ? (
          <span className="ui-field-error" id={`risk-edit-title-error-${risk.id}`} role="alert">
            {titleError}
          </span>
        ) : null}
      </td>
      <td className="risk-col-text">
        <textarea className="ui-textarea risk-cell-textarea" aria-label="Edit description" value={draft.description} onChange={(e) => set("description")(e.target.value)} />
      </td>
      <td>
        <select className="ui-select" aria-label="Edit category" value={draft.category} onChange={(e) => set("category")(e.target.value)}>
          {CATEGORY_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </td>
      <td>
        <select className="ui-select" aria-label="Edit likelihood" value={draft.likelihood} onChange={(e) => set("likelihood")(e.target.value)}>
          {LEVEL_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </td>
      <td>
        <select className="ui-select" aria-label="Edit impact" value={draft.impact} onChange={(e) => set("impact")(e.target.value)}>
          {LEVEL_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </td>
      <td>
        <RagBadge likelihood={draft.likelihood} impact={draft.impact} />
      </td>
      <td className="risk-col-text">
        <textarea className="ui-textarea risk-cell-textarea" aria-label="Edit mitigation" value={draft.mitigation} onChange={(e) => set("mitigation")(e.target.value)} />
      </td>
      <td>
        <div className="risk-actions">
          <Button size="sm" onClick={save} disabled={saving}>
            {saving ? "Saving…" : "Save"}
          </Button>
          <Button size="sm" variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        </div>
      </td>
    </tr>
  )
}

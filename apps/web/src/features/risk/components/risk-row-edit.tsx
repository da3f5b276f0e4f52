import { useEffect, useState, type KeyboardEvent } from "react"
import { useBlocker } from "react-router"
import { Dialog } from "../../../components/ui/dialog"
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

/** A risk in edit mode (one row at a time), as a panel across the row: Save or Cancel; Esc cancels. The RAG previews the new levels. */
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
  // Issue 37: leaving the screen (browser Back, a link) with a changed edit saves it, as the autosave does elsewhere;
  // a title that cannot be saved asks first; closing or reloading the tab asks the browser's question.
  const dirty = (Object.keys(draft) as Array<keyof typeof draft>).some((k) => draft[k] !== risk[k])
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search)
  )
  useEffect(() => {
    if (blocker.state !== "blocked") return
    const valid = validateRiskTitle(draft.title)
    if (valid._tag === "Left") return setTitleError(valid.left.message)
    onSave({ ...draft, title: valid.right })
    blocker.proceed()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocker.state])
  useEffect(() => {
    if (!dirty) return
    const ask = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener("beforeunload", ask)
    return () => window.removeEventListener("beforeunload", ask)
  }, [dirty])
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") onCancel()
  }
  const field = (key: "category" | "likelihood" | "impact", label: string, options: ReadonlyArray<{ value: string; label: string }>) => (
    <div className="ui-field">
      <label className="ui-label" htmlFor={`risk-edit-${key}-${risk.id}`}>
        {label}
      </label>
      <select id={`risk-edit-${key}-${risk.id}`} className="ui-select" aria-label={`Edit ${key}`} value={draft[key]} onChange={(e) => set(key)(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
  return (
    <tr className="risk-row-editing" onKeyDown={onKeyDown}>
      <td colSpan={8}>
        <div className="risk-edit" role="group" aria-label={`Editing ${risk.title}`}>
          <div className="risk-edit-grid">
            <div className="ui-field risk-edit-title">
              <label className="ui-label" htmlFor={`risk-edit-title-${risk.id}`}>
                Title
              </label>
              <input
                id={`risk-edit-title-${risk.id}`}
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
            </div>
            {field("category", "Category", CATEGORY_OPTIONS)}
            {field("likelihood", "Likelihood", LEVEL_OPTIONS)}
            {field("impact", "Impact", LEVEL_OPTIONS)}
            <div className="ui-field">
              <span className="ui-label">RAG</span>
              <span>
                <RagBadge likelihood={draft.likelihood} impact={draft.impact} />
              </span>
            </div>
            <div className="ui-field risk-edit-half">
              <label className="ui-label" htmlFor={`risk-edit-description-${risk.id}`}>
                Description
              </label>
              <textarea
                id={`risk-edit-description-${risk.id}`}
                className="ui-textarea risk-cell-textarea"
                aria-label="Edit description"
                value={draft.description}
                onChange={(e) => set("description")(e.target.value)}
              />
            </div>
            <div className="ui-field risk-edit-half">
              <label className="ui-label" htmlFor={`risk-edit-mitigation-${risk.id}`}>
                Mitigation
              </label>
              <textarea
                id={`risk-edit-mitigation-${risk.id}`}
                className="ui-textarea risk-cell-textarea"
                aria-label="Edit mitigation"
                value={draft.mitigation}
                onChange={(e) => set("mitigation")(e.target.value)}
              />
            </div>
          </div>
          <div className="row">
            <Button size="sm" onClick={save} disabled={saving}>
              {saving ? "Saving…" : "Save"}
            </Button>
            <Button size="sm" variant="secondary" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
            <span className="muted risk-edit-tip">Esc cancels.</span>
          </div>
        </div>
        <Dialog
          open={blocker.state === "blocked" && titleError !== undefined}
          title="Leave without saving this risk?"
          confirmLabel="Leave without saving"
          cancelLabel="Stay and fix it"
          danger
          onConfirm={() => blocker.proceed?.()}
          onClose={() => blocker.reset?.()}
        >
          <p>The edit of “{risk.title}” cannot be saved: {titleError}</p>
        </Dialog>
      </td>
    </tr>
  )
}

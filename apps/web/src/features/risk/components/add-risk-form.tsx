import { useState, type FormEvent } from "react"
import { NEW_RISK_DEFAULTS } from "@initpack/core/rules/risk/risk-defaults"
import { validateRiskTitle } from "@initpack/core/rules/validation/risk"
import { Button } from "../../../components/ui/button"
import { Input } from "../../../components/ui/input"
import { Select } from "../../../components/ui/select"
import { Textarea } from "../../../components/ui/textarea"
import type { NewRiskInput } from "../api/add-risk"
import { CATEGORY_OPTIONS, LEVEL_OPTIONS } from "../lib/risk-options"

const EMPTY: NewRiskInput = { title: "", description: "", mitigation: "", ...NEW_RISK_DEFAULTS }

export interface AddRiskFormProps {
  readonly busy: boolean
  /** Resolves true when the risk was added (the form then clears). */
  readonly onAdd: (risk: NewRiskInput) => Promise<boolean>
}

/** Add Risk (waterfall.md §2, §5): a title is required; category, likelihood and impact from the fixed lists. */
export const AddRiskForm = ({ busy, onAdd }: AddRiskFormProps) => {
  const [risk, setRisk] = useState<NewRiskInput>(EMPTY)
  const [titleError, setTitleError] = useState<string | undefined>()
  const set = (field: keyof NewRiskInput) => (value: string) => setRisk((r) => ({ ...r, [field]: value }))
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const valid = validateRiskTitle(risk.title)
    if (valid._tag === "Left") return setTitleError(valid.left.message)
    setTitleError(undefined)
    if (await onAdd({ ...risk, title: valid.right })) setRisk(EMPTY)
  }
  return (
    <form className="risk-add-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Add Risk">
      <div className="risk-add-grid">
        <div className="risk-add-wide">
          <Input id="risk-add-title" label="Risk title" value={risk.title} onChange={(e) => set("title")(e.target.value)} error={titleError} />
        </div>
        <Select id="risk-add-category" label="Category" options={CATEGORY_OPTIONS} value={risk.category} onChange={(e) => set("category")(e.target.value)} />
        <Select id="risk-add-likelihood" label="Likelihood" options={LEVEL_OPTIONS} value={risk.likelihood} onChange={(e) => set("likelihood")(e.target.value)} />
        <Select id="risk-add-impact" label="Impact" options={LEVEL_OPTIONS} value={risk.impact} onChange={(e) => set("impact")(e.target.value)} />
        <div className="risk-add-wide">
          <Textarea id="risk-add-description" label="Description" rows={3} value={risk.description} onChange={(e) => set("description")(e.target.value)} />
        </div>
        <div className="risk-add-wide">
          <Textarea id="risk-add-mitigation" label="Mitigation (optional)" rows={3} value={risk.mitigation} onChange={(e) => set("mitigation")(e.target.value)} />
        </div>
      </div>
      <div className="row">
        <Button type="submit" disabled={busy}>
          {busy ? "Adding…" : "Add Risk"}
        </Button>
      </div>
    </form>
  )
}

import { useState, type FormEvent } from "react"
import { DEFAULT_ATTITUDE } from "@initpack/core/schemas/enum-lists"
import { validateStakeholderName } from "@initpack/core/rules/validation/stakeholder"
import { Button } from "../../../components/ui/button"
import { Input } from "../../../components/ui/input"
import { Select } from "../../../components/ui/select"
import { COLUMN_HINTS } from "../data/stakeholder-texts"
import { ATTITUDE_OPTIONS, BOARD_ROLE_OPTIONS, INT_EXT_OPTIONS, SCORE_OPTIONS } from "../lib/options"
import type { StakeholderDraft } from "../lib/stakeholder-row"

const EMPTY: StakeholderDraft = {
  name: "",
  role: "",
  org: "",
  internal_external: "Internal",
  influence: 5,
  interest: 5,
  attitude: DEFAULT_ATTITUDE,
  on_board: false,
  board_role: "",
  responsibilities: "",
  R: false,
  A: false,
  C: false,
  I: false,
  strategy: ""
}

export interface AddStakeholderFormProps {
  readonly busy: boolean
  /** Resolves true when the stakeholder was added (the form then clears and focuses Name again). */
  readonly onAdd: (draft: StakeholderDraft) => Promise<boolean>
}

/** Manual add (waterfall.md §2, §5): the column hints of §2, and 'Name is required.' on an empty name. */
export const AddStakeholderForm = ({ busy, onAdd }: AddStakeholderFormProps) => {
  const [draft, setDraft] = useState<StakeholderDraft>(EMPTY)
  const [nameError, setNameError] = useState<string | undefined>()
  const set = <K extends keyof StakeholderDraft>(field: K, value: StakeholderDraft[K]) => setDraft((d) => ({ ...d, [field]: value }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const valid = validateStakeholderName(draft.name)
    if (valid._tag === "Left") {
      setNameError(valid.left.message)
      document.getElementById("sh-add-name")?.focus()
      return
    }
    setNameError(undefined)
    if (await onAdd({ ...draft, name: valid.right, on_board: draft.board_role !== "" })) {
      setDraft(EMPTY)
      document.getElementById("sh-add-name")?.focus()
    }
  }

  return (
    <form className="sh-add-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Add stakeholder">
      <div className="sh-add-grid">
        <Input id="sh-add-name" label="Name" hint={COLUMN_HINTS.name} value={draft.name} onChange={(e) => set("name", e.target.value)} error={nameError} autoComplete="off" />
        <Input id="sh-add-role" label="Position/Title" hint={COLUMN_HINTS.role} value={draft.role} onChange={(e) => set("role", e.target.value)} autoComplete="off" />
        <Select id="sh-add-intext" label="Int/Ext" options={INT_EXT_OPTIONS} value={draft.internal_external} onChange={(e) => set("internal_external", e.target.value)} aria-describedby="sh-add-intext-hint" />
        <Input id="sh-add-org" label="Dept/Org" hint={COLUMN_HINTS.org} value={draft.org} onChange={(e) => set("org", e.target.value)} autoComplete="off" />
        <Select id="sh-add-influence" label="Influence (1-10)" options={SCORE_OPTIONS} value={String(draft.influence)} onChange={(e) => set("influence", Number(e.target.value))} />
        <Select id="sh-add-interest" label="Interest (1-10)" options={SCORE_OPTIONS} value={String(draft.interest)} onChange={(e) => set("interest", Number(e.target.value))} />
        <Select id="sh-add-attitude" label="Attitude" options={ATTITUDE_OPTIONS} value={draft.attitude} onChange={(e) => set("attitude", e.target.value)} />
        <Select id="sh-add-board" label="Board role" options={BOARD_ROLE_OPTIONS} value={draft.board_role} onChange={(e) => set("board_role", e.target.value)} />
      </div>
      <p className="sh-hint-line" id="sh-add-intext-hint">
        Name, Position/Title and Int/Ext are required; Dept/Org is optional.
      </p>
      <div className="row">
        <Button type="submit" disabled={busy}>
          {busy ? "Adding…" : "Add stakeholder"}
        </Button>
      </div>
    </form>
  )
}

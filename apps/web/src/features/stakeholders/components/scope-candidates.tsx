import { useEffect, useMemo, useState } from "react"
import { scopeParties, type ScopeParty } from "@initpack/core/rules/scope/scope-parties"
import { DEFAULT_ATTITUDE } from "@initpack/core/schemas/enum-lists"
import { Button } from "../../../components/ui/button"
import { getLatestScope } from "../api/get-latest-scope"
import type { StakeholderProjectRef } from "../lib/project-ref"
import type { StakeholderDraft } from "../lib/stakeholder-row"

export interface ScopeCandidatesProps {
  readonly project: StakeholderProjectRef
  readonly rows: ReadonlyArray<{ readonly name: string }>
  readonly busy: boolean
  readonly onAdd: (draft: StakeholderDraft) => void
}

const draftOf = (p: ScopeParty): StakeholderDraft => ({
  name: p.name,
  role: p.role,
  org: "",
  internal_external: p.internal_external,
  influence: p.influence,
  interest: p.interest,
  attitude: DEFAULT_ATTITUDE,
  on_board: false,
  board_role: "",
  responsibilities: "",
  R: false,
  A: false,
  C: false,
  I: false,
  strategy: ""
})

/** Issue 37: the parties the saved scope names that are not in the register yet, each one click from being added. */
export const ScopeCandidates = ({ project, rows, busy, onAdd }: ScopeCandidatesProps) => {
  const [scope, setScope] = useState<unknown>(null)
  const [dismissed, setDismissed] = useState(false)
  const { projectName, projectId } = project
  useEffect(() => {
    let live = true
    void getLatestScope({ projectName, projectId }).then((r) => live && r.ok && r.data.found !== false && setScope(r.data.scope ?? null))
    return () => {
      live = false
    }
  }, [projectName, projectId])
  const parties = useMemo(() => (scope === null ? [] : scopeParties(scope, rows)), [scope, rows])
  if (dismissed || parties.length === 0) return null
  return (
    <section className="sh-proposals sh-scope-candidates" aria-labelledby="sh-scope-candidates-heading" data-testid="scope-candidates">
      <h3 id="sh-scope-candidates-heading">Named in your scope</h3>
      <ul>
        {parties.map((p) => (
          <li key={p.name}>
            <span>
              <strong>{p.name}</strong> · {p.role} · {p.internal_external} · influence {p.influence}, interest {p.interest}
            </span>
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => onAdd(draftOf(p))} aria-label={`Add ${p.name}`}>
              Add
            </Button>
          </li>
        ))}
      </ul>
      <Button size="sm" variant="ghost" onClick={() => setDismissed(true)}>
        Dismiss
      </Button>
    </section>
  )
}

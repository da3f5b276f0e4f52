import type { ReactNode } from "react"
import { addRow, deleteRow, editCell, editObjective, type CommsPlanView, type CommsTablePart } from "../lib/comms-plan"
import { PlanTable } from "./plan-table"

const NONE = "None in this plan."

const Part = ({ id, title, count, children }: { readonly id: string; readonly title: string; readonly count: number; readonly children: ReactNode }) => (
  <section className="comms-part" aria-labelledby={id}>
    <h3 id={id} className="comms-part-title">
      {title} <span className="comms-part-count">{count}</span>
    </h3>
    {children}
  </section>
)

const KEYS: Readonly<Record<CommsTablePart, ReadonlyArray<string>>> = {
  channels: ["channel", "purpose", "cadence", "owner"],
  keyMessages: ["audience", "message", "cta", "spokesperson"],
  audiences: ["segment", "who"],
  governance: ["forum", "cadence", "participants", "purpose"],
  risks: ["risk", "mitigation"]
}

/**
 * The six parts of the plan (waterfall.md §2, §3), each as a list or a table; with `onChange` (issue 37) every cell
 * and objective is edited in place and rows can be added or deleted.
 */
export const CommsPlanSections = ({ plan, onChange }: { readonly plan: CommsPlanView; readonly onChange?: (next: CommsPlanView) => void }) => {
  const editing = (part: CommsTablePart) =>
    onChange
      ? {
          onCell: (row: number, key: string, value: string) => onChange(editCell(plan, part, row, key, value)),
          onDelete: (row: number) => onChange(deleteRow(plan, part, row)),
          onAdd: () => onChange(addRow(plan, part, KEYS[part]))
        }
      : {}
  return (
  <div className="comms-parts">
    <Part id="comms-objectives" title="Objectives" count={plan.objectives.length}>
      {plan.objectives.length === 0 ? (
        <p className="muted comms-empty-part">{NONE}</p>
      ) : (
        <ol className="comms-objectives">
          {plan.objectives.map((o, i) => (
            <li key={i}>
              {onChange ? (
                <input className="ui-input comms-objective-input" aria-label={`Objective ${i + 1}`} value={o} onChange={(e) => onChange(editObjective(plan, i, e.target.value))} />
              ) : (
                o
              )}
            </li>
          ))}
        </ol>
      )}
    </Part>
    <Part id="comms-channels" title="Channels & Cadence" count={plan.channels.length}>
      <PlanTable
        caption="Channels and cadence"
        {...editing("channels")}
        rows={plan.channels}
        empty={NONE}
        columns={[
          { key: "channel", header: "Channel", width: "20%" },
          { key: "purpose", header: "Purpose", width: "40%" },
          { key: "cadence", header: "Cadence", width: "20%" },
          { key: "owner", header: "Owner", width: "20%" }
        ]}
      />
    </Part>
    <Part id="comms-messages" title="Key Messages" count={plan.keyMessages.length}>
      <PlanTable
        caption="Key messages"
        {...editing("keyMessages")}
        rows={plan.keyMessages}
        empty={NONE}
        columns={[
          { key: "audience", header: "Audience", width: "17%" },
          { key: "message", header: "Message", width: "40%" },
          { key: "cta", header: "Call to action", width: "26%" },
          { key: "spokesperson", header: "Spokesperson", width: "17%" }
        ]}
      />
    </Part>
    <Part id="comms-audiences" title="Audiences" count={plan.audiences.length}>
      <PlanTable
        caption="Audiences"
        {...editing("audiences")}
        rows={plan.audiences}
        empty={NONE}
        columns={[
          { key: "segment", header: "Segment", width: "30%" },
          { key: "who", header: "Who", width: "70%" }
        ]}
      />
    </Part>
    <Part id="comms-governance" title="Governance" count={plan.governance.length}>
      <PlanTable
        caption="Governance"
        {...editing("governance")}
        rows={plan.governance}
        empty={NONE}
        columns={[
          { key: "forum", header: "Forum", width: "20%" },
          { key: "cadence", header: "Cadence", width: "17%" },
          { key: "participants", header: "Participants", width: "28%" },
          { key: "purpose", header: "Purpose", width: "35%" }
        ]}
      />
    </Part>
    <Part id="comms-risks" title="Risks & Mitigations" count={plan.risks.length}>
      <PlanTable
        caption="Risks and mitigations"
        {...editing("risks")}
        rows={plan.risks}
        empty={NONE}
        columns={[
          { key: "risk", header: "Risk", width: "40%" },
          { key: "mitigation", header: "Mitigation", width: "60%" }
        ]}
      />
    </Part>
  </div>
  )
}

import type { ReactNode } from "react"
import type { CommsPlanView } from "../lib/comms-plan"
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

/** The six parts of the plan (waterfall.md §2, §3), each as a list or a table. */
export const CommsPlanSections = ({ plan }: { readonly plan: CommsPlanView }) => (
  <div className="comms-parts">
    <Part id="comms-objectives" title="Objectives" count={plan.objectives.length}>
      {plan.objectives.length === 0 ? (
        <p className="muted comms-empty-part">{NONE}</p>
      ) : (
        <ol className="comms-objectives">
          {plan.objectives.map((o, i) => (
            <li key={i}>{o}</li>
          ))}
        </ol>
      )}
    </Part>
    <Part id="comms-channels" title="Channels & Cadence" count={plan.channels.length}>
      <PlanTable
        caption="Channels and cadence"
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

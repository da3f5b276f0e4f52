// Stakeholders and comms: each stakeholder has a RACI part and someone is accountable; the stakeholders to
// manage closely (high influence and interest, waterfall.md §9 grid) appear in the communications plan.
import type { CommsPlanInput, StakeholderInput } from "../../document/artefacts"
import { stakeholderQuadrant } from "../../document/stakeholder-quadrant"
import { aimedAt, finding, type Draft } from "./finding"
import { list, str, type PackContext } from "./pack-context"

const people = (ctx: PackContext): ReadonlyArray<StakeholderInput> => list(ctx.artefacts.stakeholders).filter((s) => s !== null && typeof s === "object")
const nameOf = (s: StakeholderInput): string => str(s.name) || str(s.role) || "(unnamed)"

export const raciSet = (ctx: PackContext): ReadonlyArray<Draft> => {
  const all = people(ctx)
  const bare = all.filter((s) => s.R !== true && s.A !== true && s.C !== true && s.I !== true)
  const out: Array<Draft> = []
  if (bare.length > 0)
    // the link goes to the first of them
    out.push(aimedAt(finding("warning", "stakeholders.raci", "stakeholders", bare.map(nameOf), bare.length === 1 ? `${nameOf(bare[0]!)} has no RACI role.` : `${bare.length} stakeholders have no RACI role.`, "Tick R, A, C or I for each stakeholder on the Stakeholders screen."), bare[0]?.id))
  if (all.length > 0 && !all.some((s) => s.A === true))
    out.push(finding("warning", "stakeholders.accountable", "stakeholders", [], "No stakeholder is accountable (A) for the deliverables.", "Make one stakeholder (usually the Executive or Product Owner) Accountable on the Stakeholders screen."))
  return out
}

const commsText = (comms: CommsPlanInput | null | undefined): string => {
  const parts: Array<string> = []
  const visit = (v: unknown) => {
    if (typeof v === "string") parts.push(v)
    else if (Array.isArray(v)) v.forEach(visit)
    else if (v !== null && typeof v === "object") Object.values(v).forEach(visit)
  }
  visit(comms)
  return parts.join("\n").toLowerCase()
}

export const keyStakeholdersInComms = (ctx: PackContext): ReadonlyArray<Draft> => {
  const key = people(ctx).filter((s) => stakeholderQuadrant(s.influence, s.interest) === "Manage closely")
  if (key.length === 0) return []
  const text = commsText(ctx.artefacts.comms)
  if (text.trim() === "") return [finding("warning", "comms.missing", "comms", key.map(nameOf), "There is no communications plan for the stakeholders to manage closely.", "Draft the communications plan on the Comms Plan screen.")]
  const missing = key.filter((s) => ![str(s.name), str(s.role), str(s.board_role)].some((w) => w !== "" && text.includes(w.toLowerCase())))
  if (missing.length === 0) return []
  return [
    finding(
      "warning",
      "comms.key-stakeholders",
      "comms",
      missing.map(nameOf),
      missing.length === 1 ? `${nameOf(missing[0]!)} (high influence and interest) is not in the communications plan.` : `${missing.length} stakeholders with high influence and interest are not in the communications plan.`,
      "Name them in an audience, a channel or a forum on the Comms Plan screen."
    )
  ]
}

export const stakeholderCommsRules = [raciSet, keyStakeholdersInComms]

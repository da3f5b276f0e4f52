// Who owns a drafted risk: the stakeholder whose role answers for that kind of risk (PRINCE2: a risk owner is
// the person best placed to manage it). The register keeps no owner field (waterfall.md §9), so the pack names
// the owner at the end of the risk's mitigation.
import type { RiskInput, StakeholderInput } from "../../document/artefacts"

interface Person {
  readonly name: string
  readonly role: string
  readonly internal: boolean
}

// Role words per risk category, best first; the first stakeholder whose role or board role matches owns the risk.
const ROLE_WORDS: Record<string, ReadonlyArray<RegExp>> = {
  Vendor: [/\b(procurement|commercial|contracts?|purchasing|supply chain)\b/i, /\b(operations|engineering|fleet|facilities|estates)\b/i, /\bsenior supplier\b/i],
  Cost: [/\b(finance|financial|cfo|treasurer|budget|commercial)\b/i, /\b(executive|sponsor)\b/i],
  Compliance: [/\b(compliance|legal|counsel|regulat\w*|safety|governance|risk|privacy|data protection|consents?|planning|clinical)\b/i],
  Security: [/\b(security|ciso|information|it|cyber|digital)\b/i],
  Technical: [/\b(engineer\w*|technical|architect|it|technology|digital|cto|systems?|data)\b/i, /\bsenior supplier\b/i],
  "Change/People": [/\b(hr|people|human resources|workforce|change|training|communications?|engagement|community|union relations)\b/i, /\bsenior user\b/i, /\b(operations|service)\b/i],
  Operational: [/\b(operations|operational|service|site|depot|facilities|estates|logistics|production)\b/i, /\bsenior user\b/i],
  Schedule: [/\bproject manager\b/i, /\b(programme|delivery)\b/i],
  Uncategorized: [/\bproject manager\b/i]
}

const FALLBACK = [/\bproject manager\b/i, /\b(executive|sponsor)\b/i]

const people = (stakeholders: ReadonlyArray<StakeholderInput>): Array<Person> =>
  stakeholders.flatMap((s) => {
    const name = (s.name ?? "").trim()
    const role = [s.role ?? "", s.board_role ?? ""].filter((r) => r.trim() !== "").join(", ")
    return name === "" ? [] : [{ name, role, internal: s.internal_external !== "External" }]
  })

/** The stakeholder who owns a risk of this category; internal people first (an owner answers to the board). */
export const riskOwnerFor = (category: string, stakeholders: ReadonlyArray<StakeholderInput>): Person | undefined => {
  const all = people(stakeholders)
  for (const group of [all.filter((p) => p.internal), all.filter((p) => !p.internal)])
    for (const re of [...(ROLE_WORDS[category] ?? []), ...FALLBACK]) {
      const found = group.find((p) => re.test(p.role))
      if (found !== undefined) return found
    }
  return all.find((p) => p.internal) ?? all[0]
}

/** Each risk's mitigation ends by naming its owner, unless it already names a stakeholder. */
export const withRiskOwners = (risks: ReadonlyArray<RiskInput>, stakeholders: ReadonlyArray<StakeholderInput>): Array<RiskInput> =>
  risks.map((r) => {
    const text = `${r.mitigation ?? ""} ${r.contingency ?? ""}`.toLowerCase()
    if (people(stakeholders).some((p) => text.includes(p.name.toLowerCase()))) return r
    const owner = riskOwnerFor(r.category ?? "Uncategorized", stakeholders)
    if (owner === undefined) return r
    const mitigation = (r.mitigation ?? "").trim()
    // a proposed board role ("Senior User for <project>") is named by its role until someone is appointed
    const proposed = / for /.test(owner.name) && owner.role.split(", ").some((role) => owner.name.toLowerCase().startsWith(role.toLowerCase()))
    const who = proposed ? `the ${owner.name.replace(/ for .*$/, "")} (to be appointed)` : `${owner.name}${owner.role !== "" ? ` (${owner.role})` : ""}`
    const lead = mitigation === "" ? "" : /[.!?]$/.test(mitigation) ? `${mitigation} ` : `${mitigation}. `
    return { ...r, mitigation: `${lead}Owner: ${who}.` }
  })

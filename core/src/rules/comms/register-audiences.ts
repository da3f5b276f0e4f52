// Issue 37: a comms plan's audiences include every group of the stakeholder register with high influence or
// high interest (the matrix's high band, QUADRANT_HIGH_FROM), external ones too, beside what the draft names.
import { QUADRANT_HIGH_FROM } from "../../document/stakeholder-quadrant"

export interface RegisterGroup {
  readonly name: string
  readonly role: string
  readonly org: string
  readonly internal_external: string
  readonly influence: number
  readonly interest: number
}

export interface Audience {
  readonly segment: string
  readonly who: string
}

const norm = (s: string): string => s.toLowerCase().replace(/\s+/g, " ").trim()

/** Whether an audience row already speaks to the group (its name in the segment or who, or the segment in its name). */
const covers = (a: Audience, group: RegisterGroup): boolean => {
  const name = norm(group.name)
  const segment = norm(a.segment)
  return name !== "" && (segment.includes(name) || norm(a.who).includes(name) || (segment.length >= 4 && name.includes(segment)))
}

/** The register's high-influence or high-interest groups that no audience names yet, as audience rows. */
export const registerAudiences = (register: ReadonlyArray<RegisterGroup>, audiences: ReadonlyArray<Audience>): ReadonlyArray<Audience> => {
  const out: Array<Audience> = []
  for (const g of register) {
    if (g.name.trim() === "" || (g.influence < QUADRANT_HIGH_FROM && g.interest < QUADRANT_HIGH_FROM)) continue
    if ([...audiences, ...out].some((a) => covers(a, g))) continue
    const band = [g.influence >= QUADRANT_HIGH_FROM ? "high influence" : "", g.interest >= QUADRANT_HIGH_FROM ? "high interest" : ""].filter(Boolean).join(", ")
    const who = [g.role.trim(), g.org.trim(), g.internal_external.trim()].filter((x) => x !== "").join(" · ")
    out.push({ segment: g.name.trim(), who: `${who}${who ? "; " : ""}${band} (stakeholder register)` })
  }
  return out
}

/** The plan's audiences with the register's missing high groups added after the drafted ones. */
export const withRegisterAudiences = <P extends { readonly audiences: ReadonlyArray<Audience> }>(plan: P, register: ReadonlyArray<RegisterGroup>): P => {
  const added = registerAudiences(register, plan.audiences)
  return added.length === 0 ? plan : { ...plan, audiences: [...plan.audiences, ...added] }
}

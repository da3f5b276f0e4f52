// What a brief requires before work can go ahead (issue 33, points 1 and 2): "The screening regime must be approved by
// DfT before the new machines screen live bags", "Some sites ... need the agreement of the owners and hapū", "Every
// contractor worker needs an airside ID pass", "Sirens must follow the NEMA public alerting guidelines". Each becomes
// a task in the brief's own words, verb first, in the stage the requirement gates; a sentence that fits no pattern
// gives none.
import type { TaskTemplate } from "../knowledge/stage-templates"
import { sentencesOf } from "./brief-facts"

type Stage = "Design" | "Build and Test" | "Transition and Go-Live"

interface Requirement {
  readonly stage: Stage
  readonly task: TaskTemplate
}

const APPROVED = /^(.{3,80}?)\s+(?:must|will need to|needs? to|has to|have to|shall)\s+be\s+(approved|signed off|consented|certified|licensed|accredited|registered)\s+by\s+((?:the\s+)?[^,.;()]{2,60}?)(?:\s+before\s+([^,.;()]{3,80}))?\s*(?:[,.;()]|$)/i
const AGREEMENT = /\b(?:need|needs|require|requires|needing)\s+(?:the\s+)?(agreement|consent|approval|permission)\s+of\s+(?:the\s+)?([^,.;()]{2,60})/i
const EVERY_NEEDS = /\b(every|each|all)\s+([a-z][a-z -]{2,40}?)\s+(?:needs?|requires?|must have|must hold|must pass)\s+((?:an?\s+|the\s+)?[^.;()]{3,80}?)\s+before\s+([^.;()]{3,60})/i
// (the standard ends at a second requirement: "meet the accessibility standards and be usable in five languages")
const FOLLOWS = /^(.{3,60}?)\s+(?:must|shall|has to|have to|needs? to)\s+(?:follow|comply with|meet|conform to|be designed to|be built to)\s+(?:the\s+)?([^,.;()]{5,80}?)(?=\s+and\s+(?:be|have|work|run|use|support|stay|keep|offer)\b|\s*[,.;()]|$)/i

const clean = (s: string): string => s.trim().replace(/\s+/g, " ").replace(/^(?:the|our|all|some|any)\s+/i, "")
const LIVE = /\b(?:live|go-live|open|opening|use|in service|launch|switch)\w*/i

/** The requirements a brief's sentences state, as tasks. */
export const briefRequirements = (text: string): ReadonlyArray<Requirement> => {
  const out: Array<Requirement> = []
  for (const s of sentencesOf(text)) {
    const a = APPROVED.exec(s)
    if (a) {
      const stage: Stage = a[4] && LIVE.test(a[4]) ? "Transition and Go-Live" : "Build and Test"
      out.push({ stage, task: { task: `Get the ${clean(a[1]!)} ${a[2]!.toLowerCase()} by ${a[3]!.trim()}`, days: 10, resource: "Project Manager" } })
      continue
    }
    const g = AGREEMENT.exec(s)
    if (g) {
      out.push({ stage: "Design", task: { task: `Get the ${g[1]!.toLowerCase()} of the ${clean(g[2]!)}`, days: 15, resource: "Project Manager, Engagement Lead" } })
      continue
    }
    const e = EVERY_NEEDS.exec(s)
    if (e) {
      out.push({ stage: "Build and Test", task: { task: `Obtain ${e[3]!.trim()} for ${e[1]!.toLowerCase()} ${e[2]!.trim()}`, days: 10, resource: "Project Manager, HR" } })
      continue
    }
    const f = FOLLOWS.exec(s)
    if (f && /\b(?:guidelines?|guidance|standards?|code|regulations?|rules|specification|requirements)\b/i.test(f[2]!))
      out.push({ stage: "Design", task: { task: `Check the design against the ${f[2]!.trim()}`, days: 3, resource: "Project Manager, Design Lead" } })
  }
  return out
}

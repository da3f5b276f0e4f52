// The cross-field work patterns a brief calls for (knowledge/work-patterns.ts), as one more knowledge pack of
// tasks: it joins the field's pack (or the domain template) in every stage, less the work already planned there.
import type { DomainId } from "../knowledge/domains"
import { DOMAIN_STAGE_TASKS } from "../knowledge/stage-templates"
import type { PackStage, PackTask, TopicPack } from "../knowledge/topic-packs"
import { WORK_PATTERNS, type WorkPattern } from "../knowledge/work-patterns"

/** At most this many pattern tasks per stage, in the order of the pattern list. */
const PER_STAGE = 6
const MAX_RISKS = 4

/** The patterns whose trigger the text has. */
export const workPatterns = (text: string, domain: DomainId = "general"): Array<WorkPattern> =>
  WORK_PATTERNS.filter((p) => p.trigger.test(text) && (p.and === undefined || p.and.test(text)) && !(p.unless?.test(text) ?? false) && !(p.covered ?? []).includes(domain))

let last: { key: string; pack: TopicPack | undefined } | undefined

/** The pattern tasks as a pack, or nothing when no pattern applies. */
export const patternPack = (text: string, packs: ReadonlyArray<TopicPack>, domain: DomainId): TopicPack | undefined => {
  const key = `${domain}\u0000${packs.map((p) => p.id).join(",")}\u0000${text}`
  if (last?.key === key) return last.pack
  const planned = [...packs.flatMap((p) => Object.values(p.tasks).flat()), ...Object.values(DOMAIN_STAGE_TASKS[domain] ?? {}).flat()].map((t) => t.task)
  const tasks: Partial<Record<PackStage, Array<PackTask>>> = {}
  const matched = workPatterns(text, domain)
  // a domain template brings its own register; a plan drafted from the brief takes the patterns' risks, a few
  const risks = domain === "general" ? matched.flatMap((p) => p.risks ?? []).slice(0, MAX_RISKS) : []
  for (const p of matched)
    for (const { stage, dup, stated, ...task } of p.tasks) {
      if ((dup !== undefined && planned.some((x) => dup.test(x))) || stated?.test(text) || (task.when !== undefined && !task.when.test(text))) continue
      const list = (tasks[stage] ??= [])
      if (list.length < PER_STAGE) list.push(task)
    }
  const pack = Object.keys(tasks).length === 0 && risks.length === 0 ? undefined : { id: "patterns", label: "cross-field work patterns", keywords: [], tasks, risks }
  last = { key, pack }
  return pack
}

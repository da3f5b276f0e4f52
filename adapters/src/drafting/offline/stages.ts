// The PRINCE2 stage tasks for a project: generic stage templates merged with the domain's own tasks,
// with the user's quantities added ("Install furniture, AV and IT for 180 workstations").
import { DOMAIN_DROPPED_TASKS, DOMAIN_STAGE_TASKS, NON_IT_DOMAINS, type StageTemplate, type TaskTemplate } from "../knowledge/stage-templates"
import type { DraftContext } from "./context"
import { listPhrase } from "./text"

// Generic tasks kept next to domain tasks: approvals always, IT release tasks only for IT-style domains.
const KEEP_ALWAYS = /sign off|sign-off|approval/i
const KEEP_IT = /acceptance|train|hypercare|go-live/i

/** "<number> <up to three words>" phrases in the user's text, e.g. "180 workstations", "14 meeting rooms", "three depots". */
export const quantityPhrases = (text: string): Array<string> =>
  [...text.matchAll(/\b(\d[\d,]*|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)\s+([a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2})/gi)].map((m) => `${m[1]!.toLowerCase()} ${m[2]!.toLowerCase()}`)

const withQuantities = (task: TaskTemplate, quantities: ReadonlyArray<string>): string => {
  const found: Array<string> = []
  for (const q of quantities) {
    for (const noun of task.about ?? []) {
      const at = q.indexOf(` ${noun}`)
      if (at < 0) continue
      const phrase = q.slice(0, at + noun.length + 1)
      if (!found.includes(phrase)) found.push(phrase)
      break
    }
  }
  const slot = /\{qty:([^}]+)\}/.exec(task.task)
  if (slot) return task.task.replace(slot[0], found.length > 0 ? listPhrase(found.slice(0, 2)) : slot[1]!)
  return found.length > 0 ? `${task.task} for ${listPhrase(found.slice(0, 2))}` : task.task
}

export const stageTasks = (ctx: DraftContext, stage: StageTemplate): Array<TaskTemplate> => {
  const extra = DOMAIN_STAGE_TASKS[ctx.domain.id]?.[stage.phase] ?? []
  const nonIt = NON_IT_DOMAINS.includes(ctx.domain.id)
  const fits = (t: TaskTemplate) => !nonIt || !KEEP_IT.test(t.task) || t.days === 0
  const dropped = DOMAIN_DROPPED_TASKS[ctx.domain.id] ?? []
  const keep = stage.tasks.filter((t) => (t.days === 0 || KEEP_ALWAYS.test(t.task) || (!nonIt && KEEP_IT.test(t.task))) && !extra.some((e) => e.task === t.task) && !dropped.includes(t.task))
  // Preparation (plans, training) comes before the domain's own transition work, go-live and hypercare after.
  const before = keep.filter((t) => /^(prepare|train)/i.test(t.task))
  const tasks = extra.length > 0 ? [...before, ...extra, ...keep.filter((t) => !before.includes(t))] : stage.tasks.filter(fits)
  const quantities = quantityPhrases(ctx.text)
  return tasks.map((t) => ({ ...t, task: withQuantities(t, quantities).replace(/\bwi-fi\b/g, "Wi-Fi") }))
}

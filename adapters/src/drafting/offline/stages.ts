// The PRINCE2 stage tasks for a project: generic stage templates merged with the domain's own tasks,
// with the user's quantities added ("Install furniture, AV and IT for 180 workstations").
import { unlicensedTerms } from "@initpack/core/drafting/wording/licences"
import { DOMAIN_DROPPED_TASKS, DOMAIN_STAGE_TASKS, NON_IT_DOMAINS, type StageTemplate, type TaskTemplate } from "../knowledge/stage-templates"
import type { PackStage, PackTask } from "../knowledge/topic-packs"
import { withoutDraftFraming, type DraftContext } from "./context"
import { contentWords } from "./phrases"
import { listPhrase } from "./text"
import { deadlineMilestone, formatDate } from "./brief-facts"
import { packageStage, pilotTask, workPackages, workTask } from "./work-packages"
import { leadTimeTasks } from "./lead-times"
import { briefRequirements } from "./brief-requirements"
import { assetStageTasks, plannedAssets, SUPPLY_TASK } from "./main-assets"

// Generic tasks kept next to domain tasks: approvals always, IT release tasks only for IT-style domains.
const KEEP_ALWAYS = /sign off|sign-off|approval/i
const KEEP_IT = /acceptance|train|hypercare|go-live/i

/** "<number> <up to three words>" phrases in the user's text, e.g. "180 workstations", "14 meeting rooms", "three depots". */
export const quantityPhrases = (text: string): Array<string> =>
  [...text.matchAll(/\b(\d[\d,]*|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)\s+([a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2})/gi)]
    // a date's day or year is no count ("by 30 June 2029, and people in those towns"), nor a figure before a conjunction
    .filter((m) => !/^(?:19|20)\d\d$/.test(m[1]!) && !/^(?:and|or|to|the|of|in|by|jan\w*|feb\w*|mar\w*|apr\w*|may|jun\w*|jul\w*|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*)\b/i.test(m[2]!))
    .map((m) => `${m[1]!.toLowerCase()} ${m[2]!.toLowerCase()}`)

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

/** A brief that names no IT system keeps no IT release tasks (testing, go-live, hypercare). */
const IT_WORDS = /\b(app|apps|portal|api|apis|saas|learning platform|learning management)\b/i
// a database or a software module named in passing ("the collections database's barcode module") makes no IT
// project; two of these words do
const SOME_IT_WORDS = [/\bdatabases?\b/i, /\bsoftware\b/i, /\b(?:it|computer) systems?\b/i, /\bintegrat\w*\b/i, /\bdata migration\b/i, /\bcloud\b/i, /\bcyber\w*\b/i]
// the drafted scope's own framing ("Procurement of hardware and software needed for the change is included") is no
// evidence of an IT project: only the other sentences count
const itProject = (text: string): boolean => {
  const own = withoutDraftFraming(text)
  return IT_WORDS.test(own) || SOME_IT_WORDS.filter((re) => re.test(own)).length >= 2
}

/** Generic tasks of a plan drafted from the brief alone, where no domain template fits. */
const BRIEF_STAGE_TASKS: Record<string, ReadonlyArray<TaskTemplate>> = {
  "Design": [{ task: "Confirm requirements and acceptance criteria with stakeholders", days: 5, resource: "Project Manager, Business Lead" }, { task: "Produce the detailed plan and delivery approach", days: 5, resource: "Project Manager" }],
  "Build and Test": [{ task: "Prepare and check each deliverable against its acceptance criteria", days: 10, resource: "Project Team" }],
  "Transition and Go-Live": [{ task: "Brief the people affected before the change", days: 3, resource: "Project Manager, Business Lead" }]
}

/** Resource for a brief's own step, by its stage. */
const STEP_RESOURCE: Record<string, string> = {
  "Design": "Project Manager, Business Lead",
  "Build and Test": "Project Team, Suppliers",
  "Transition and Go-Live": "Project Team, Business Lead",
  "Closing a Project": "Project Manager"
}

const STEP_DAYS: Record<string, number> = { "Design": 5, "Build and Test": 10, "Transition and Go-Live": 5, "Closing a Project": 3 }

/** The brief's own steps for this stage (verb + object in the user's words), at most five (ten for a plan drafted from the brief alone). */
const briefSteps = (ctx: DraftContext, stage: StageTemplate): Array<TaskTemplate> =>
  ctx.facts.steps
    // "Deliver <project> on time" is the whole project, not a step of it
    .filter((s) => s.stage === stage.phase && !s.task.toLowerCase().includes(ctx.project.toLowerCase()))
    .slice(0, ctx.fromBrief ? 10 : 5)
    .map((s) => ({ task: s.task, days: STEP_DAYS[stage.phase] ?? 5, resource: STEP_RESOURCE[stage.phase] ?? "Project Team" }))

/** A zero-day milestone for the deadline the brief states, at the end of the transition stage. */
const deadlineTask = (ctx: DraftContext, stage: StageTemplate): Array<TaskTemplate> => {
  const d = ctx.facts.deadline
  return d && stage.phase === "Transition and Go-Live" ? [{ task: deadlineMilestone(d.date ? formatDate(d.date) : d.text), days: 0, resource: "Project Board" }] : []
}

/** "Train 60 officers" beside "Train the 60 officers in small groups": a task all of whose words a fuller one of the stage holds is that task. */
const subsumed = (tasks: Array<TaskTemplate>): Array<TaskTemplate> => {
  const words = tasks.map((t) => contentWords(t.task))
  return tasks.filter((t, i) => {
    const mine = words[i]!
    if (t.days === 0 || mine.size < 2) return true
    return !words.some((o, k) => k !== i && tasks[k]!.days > 0 && o.size > mine.size && [...mine].every((w) => o.has(w)))
  })
}

export const stageTasks = (ctx: DraftContext, stage: StageTemplate): Array<TaskTemplate> => {
  // the brief's steps, framed by its knowledge pack's tasks (preparation before, wrap-up after)
  const pack = packTasks(ctx, stage).map(({ when: _w, late, ...t }) => ({ t, late: late === true }))
  const sized = sizedTasks(ctx, stage)
  // a brief step about the same counted thing as a sized work package is that package
  const sizedWords = sized.map((t) => contentWords(t.task))
  // (and a step that only restates a sized quantity: "Renew 42 km", "Replace the 42 km of mains with PE")
  const counts = workPackages(ctx.text).map((wp) => wp.phrase.split(" ").slice(0, 2).join(" ").toLowerCase())
  const steps = briefSteps(ctx, stage).filter(
    (t) => !sizedWords.some((w) => [...contentWords(t.task)].every((x) => w.has(x))) && !(counts.some((c) => t.task.toLowerCase().includes(c)) && !/\band\b/i.test(t.task))
  )
  // what the brief requires before work can go ahead (approvals, agreements, checks, standards)
  const required = briefRequirements(ctx.text).filter((r) => r.stage === stage.phase).map((r) => r.task)
  const own = [...pack.filter((p) => !p.late).map((p) => p.t), ...required, ...sized, ...steps, ...pack.filter((p) => p.late).map((p) => p.t)]
  const tasks = templateTasks(ctx, stage)
  // the brief's steps come after the stage's preparation and before its approvals and milestones
  const at = tasks.findIndex((t) => t.days === 0 || KEEP_ALWAYS.test(t.task) || /^go-live$|hypercare|^hand over/i.test(t.task))
  const merged = at < 0 ? [...tasks, ...own] : [...tasks.slice(0, at), ...own, ...tasks.slice(at)]
  const deduped = withLeadTimes(ctx, stage, subsumed(merged.filter((t, i) => merged.findIndex((o) => o.task.toLowerCase() === t.task.toLowerCase()) === i)))
  return [...withAssets(ctx, stage, deduped.filter((t) => unlicensedTerms(t.task, ctx.text).length === 0)), ...deadlineTask(ctx, stage)]
}

/**
 * The main assets' supply chains (specification; tender and the long make; acceptance, operator training, service
 * and the old one's disposal) lead their stages, and stand in for the stage's generic tender and the stated lead
 * time of the same thing.
 */
const withAssets = (ctx: DraftContext, stage: StageTemplate, tasks: Array<TaskTemplate>): Array<TaskTemplate> => {
  const planned = plannedAssets(ctx)
  // an asset a pack already buys: its make goes after the pack's award, so the plan waits for it to be built
  const supplied = planned.filter((p) => p.chain === "supply").flatMap((p) => assetStageTasks(p.asset, stage.phase).filter((t) => SUPPLY_TASK.test(t.task)))
  const award = tasks.findIndex((t) => /\b(award|procure\w*|order)\b/i.test(t.task))
  const withSupplies = supplied.length === 0 ? tasks : award < 0 ? [...supplied, ...tasks] : [...tasks.slice(0, award + 1), ...supplied, ...tasks.slice(award + 1)]
  const assets = planned.filter((p) => p.chain === "full").map((p) => p.asset)
  const own = assets.flatMap((a) => assetStageTasks(a, stage.phase))
  if (own.length === 0) return withSupplies
  const heads = assets.map((a) => a.noun.split(/\s+/).pop()!.toLowerCase().replace(/(?:es|s)$/, ""))
  // the chain stands in for a generic tender, the lead time and the brief's own steps about the same asset
  // ("Replace the MRI scanner", "Approve its replacement with a new 3T scanner")
  const about = (t: TaskTemplate) => heads.some((h) => new RegExp(`\\b${h}`, "i").test(t.task))
  const rest = withSupplies.filter((t) => !/\btender\b/i.test(t.task) && !(about(t) && (/lead time of/i.test(t.task) || /^(?:replace|approve|buy|purchase|procure|order|install|commission|deliver)\b/i.test(t.task))))
  if (stage.phase !== "Design") return [...own, ...rest]
  // the specification comes first, so the tender can run beside the rest of the design
  const at = rest.findIndex((t) => !/^(?:confirm requirements|produce the detailed plan)/i.test(t.task))
  return at < 0 ? [...rest, ...own] : [...rest.slice(0, at), ...own, ...rest.slice(at)]
}

const stems = (text: string): Set<string> => new Set([...contentWords(text)].filter((w) => !/^(both|each|every|all|other)$/.test(w)).map((w) => w.slice(0, 5)))

/**
 * What the brief says takes months to arrive comes just before the first task of the build stage about the same
 * thing ("Upgrade depot power ..." waits for "the grid connection upgrades at both depots"), else before its
 * sized work, so the plan cannot end before the thing can be there.
 */
const withLeadTimes = (ctx: DraftContext, stage: StageTemplate, tasks: Array<TaskTemplate>): Array<TaskTemplate> => {
  if (stage.phase !== "Build and Test") return tasks
  const out = [...tasks]
  for (const lead of leadTimeTasks(ctx.text)) {
    const thing = stems(lead.task.replace(/^Deliver the /, "").replace(/ over the .*$/, ""))
    const about = out.findIndex((t) => t.days > 0 && [...stems(t.task)].some((w) => thing.has(w)))
    const at = about >= 0 ? about : Math.max(0, out.findIndex((t) => t.sized === true))
    out.splice(at, 0, lead)
  }
  return out
}

/** The brief's counted things as work packages sized by their rates: a pilot, then the bulk of the work (issue 33). */
const sizedTasks = (ctx: DraftContext, stage: StageTemplate): Array<TaskTemplate> =>
  workPackages(ctx.text)
    .filter((wp) => packageStage(wp) === stage.phase)
    .flatMap((wp) => [
      ...(wp.pilot ? [{ task: pilotTask(wp), days: wp.pilot.days, resource: wp.rate.lead, sized: true }] : []),
      { task: workTask(wp, ctx.text), days: wp.days, resource: wp.rate.lead, sized: true }
    ])

/** The knowledge packs' tasks for the stage, less those the brief already names in its own steps. */
const packTasks = (ctx: DraftContext, stage: StageTemplate): Array<PackTask> => {
  const topics = ctx.topics
  if (topics.length === 0) return []
  const steps = ctx.facts.steps.map((s) => contentWords(s.task))
  const said = (task: string) => {
    const words = contentWords(task)
    return steps.some((s) => [...s].filter((w) => words.has(w)).length >= 2)
  }
  return topics.flatMap((p) => p.tasks[stage.phase as PackStage] ?? []).filter((t) => !said(t.task) && (t.when === undefined || t.when.test(ctx.text)))
}

const templateTasks = (ctx: DraftContext, stage: StageTemplate): Array<TaskTemplate> => {
  const briefOnly = ctx.fromBrief || ctx.domain.id === "general"
  const extra = briefOnly ? (BRIEF_STAGE_TASKS[stage.phase] ?? []) : (DOMAIN_STAGE_TASKS[ctx.domain.id]?.[stage.phase] ?? [])
  const nonIt = NON_IT_DOMAINS.includes(ctx.domain.id) || (briefOnly && !itProject(ctx.text))
  const fits = (t: TaskTemplate) => !nonIt || !KEEP_IT.test(t.task) || t.days === 0
  const dropped = DOMAIN_DROPPED_TASKS[ctx.domain.id] ?? []
  const keep = stage.tasks.filter((t) => (t.days === 0 || KEEP_ALWAYS.test(t.task) || (!nonIt && KEEP_IT.test(t.task))) && !extra.some((e) => e.task === t.task) && !dropped.includes(t.task))
  // Preparation (plans, training) comes before the domain's own transition work, go-live and hypercare after.
  const before = keep.filter((t) => /^(prepare|train)/i.test(t.task))
  const tasks = extra.length > 0 ? [...before, ...extra, ...keep.filter((t) => !before.includes(t))] : stage.tasks.filter(fits)
  const quantities = quantityPhrases(ctx.text)
  return tasks.map((t) => ({ ...t, task: withQuantities(t, quantities).replace(/\bwi-fi\b/g, "Wi-Fi") }))
}

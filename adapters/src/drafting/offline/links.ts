// Task links a project manager would draw for a drafted WBS (issue 22), by what each task is, not by brief:
// - a gate (zero-day milestone, approval, sign-off, decision, go-live) waits for everything open in its stage;
// - procurement runs beside the stage before its own (ordering beside design) once that stage has chosen what to
//   buy (its last select / specify / design step), and the next step waits for it;
// - documentation and training the trainers run beside the stage before theirs (beside build) and the next step
//   waits for them; training people runs from the start of its own stage (after what they are trained on), beside
//   that stage's preparation, and the next step waits for it;
// - nothing runs beside the management stages (no design or purchase before the initiation gate);
// - communications and lessons run beside their stage from its start and are joined by its gate or its end;
// - any other step follows the step before it, except counted work packages next to each other (each with its own
//   crews), which start together and are joined by the next step;
// - a stage starts when the stage before it is done (its gate, or the whole stage).
// Every predecessor comes earlier in the plan, so the links never loop and the plan never ends after the chain.
import type { WbsStageDraft } from "@initpack/core/drafting/wbs"
import { ASSET_KINDS } from "../knowledge/asset-kinds"
import { SUPPLY_TASK } from "./main-assets"

export type TaskNature = "gate" | "procurement" | "preparation" | "training" | "beside" | "supply" | "step"

const GATE = /\b(sign[- ]?off|signs off|approval|approvals|go\/no-go|decision)\b|^go[- ]live$|^launch\b/i
const PROCUREMENT = /^(procure|order|tender|purchase|buy|book|source)\b|\b(procure|purchase)\b/i
const PREPARATION = /\b(train|training|documentation|user guides?|manuals?|how-to guides?)\b/i
const BESIDE = /^(brief|communicate|announce|engage|inform|publicise|promote|capture lessons)\b|\bend project report\b/i

export const taskNature = (task: string, days: number): TaskNature => {
  if (days === 0 || GATE.test(task)) return "gate"
  // a main asset's long make: the stage's other work runs beside it, the next stage waits for it
  if (SUPPLY_TASK.test(task)) return "supply"
  if (/^hand over\b/i.test(task)) return "step"
  if (PROCUREMENT.test(task)) return "procurement"
  // training people waits for what they are trained on (the vehicles, the tested system), close to its use: it runs
  // from the start of its own stage, beside that stage's preparation, and the next step waits for it
  // (training on physical things the work delivers waits for them to be accepted: "Train the crew on the new ferry")
  if (/^(train|run training|deliver training)\b/i.test(task) && PHYSICAL.test(task)) return "step"
  if (/^(train|run training|deliver training)\b/i.test(task) && !/\btrainers\b/i.test(task)) return "training"
  if (PREPARATION.test(task)) return "preparation"
  if (BESIDE.test(task)) return "beside"
  return "step"
}

// what a purchase waits for: the stage's last selection, else its last design or requirements step
const SELECTS = /\b(select|specify|specification|choose|shortlist)\b/i
const DESIGNS = /\b(design|requirements)\b/i

const PHYSICAL_WORDS = /\b(vehicles?|buses|fleet|equipment|machines?|machinery|plant|appliances?|engines?|trucks?|vans?|chargers?|buildings?|premises|site|boats?|vessels?|aircraft|rolling stock)\b/i
// (the asset nouns after the task's verb: "Train" is no train)
const PHYSICAL = { test: (task: string) => PHYSICAL_WORDS.test(task) || ASSET_KINDS.some((k) => k.nouns.test(task.replace(/^\S+\s*/, ""))) }
const MANAGEMENT_STAGE = /\b(starting up|initiat\w*)\b/i

// the words that name what a supply delivers (not how: "deliver", "quoted", "months")
const SUPPLY_WORDS = /^(deliver\w*|quoted|months?|weeks?|lead|time|over|about|typical|confirm|bidders|agreed|specification|stage|inspections?|owner's|surveyor|shipyard|design|build|construct|manufacture|monthly|valuations|site|with|the|and)$/i
const thingWords = (task: string): Set<string> => new Set((task.toLowerCase().match(/[a-z][a-z'-]{4,}/g) ?? []).filter((w) => !SUPPLY_WORDS.test(w)).map((w) => w.slice(0, 6)))

const unique = (refs: ReadonlyArray<string>): Array<string> => [...new Set(refs)]

// a counted work package's main task ("Restore the 12 km of river corridor in reaches, 2 crews in parallel")
const STREAM = /\bin (?:reaches|batches|blocks|waves|work sections|turn|delivery batches|area batches|small groups)\b|\bcrews in parallel\b|\bin the planting season\b/i

/** The stages with each task's predecessors (drafted outline numbers: stage "2", its task "2.3"). */
export const withDraftedLinks = (phases: ReadonlyArray<WbsStageDraft>): Array<WbsStageDraft> => {
  // what a stage's first steps wait for: the stage before it, and the one before that (for streams)
  let entry: Array<string> = []
  let earlierEntry: Array<string> = []
  // the previous stage's last step that chooses what to buy
  let chosen: Array<string> = []
  return phases.map((phase, p) => {
    const last = p === phases.length - 1
    let tail = entry
    let pending: Array<string> = []
    let open: Array<string> = []
    const supplies: Array<string> = []
    const suppliedThings: Array<{ ref: string; words: Set<string> }> = []
    let inStream = false
    let streamStart: Array<string> = []
    const tasks = phase.tasks.map((t, k) => {
      const self = `${p + 1}.${k + 1}`
      const nature = taskNature(t.task, t.duration_days)
      let before: Array<string>
      if (nature === "gate") {
        // a stage's closing gate waits for its long supplies too; a sign-off on the way does not
        const closing = k === phase.tasks.length - 1
        before = unique([...tail, ...open, ...pending, ...(closing ? supplies : [])])
        tail = [self]
        open = [self]
        pending = []
      } else if (nature === "procurement" || nature === "preparation") {
        const beside = p > 0 && !MANAGEMENT_STAGE.test(phases[p - 1]!.phase)
        before = p === 0 ? [] : !beside ? entry : nature === "procurement" ? unique([...earlierEntry, ...chosen]) : earlierEntry
        pending.push(self)
        open.push(self)
      } else if (nature === "training") {
        before = p === 0 ? [] : entry
        pending.push(self)
        open.push(self)
      } else if (nature === "supply") {
        before = unique([...tail, ...pending])
        supplies.push(self)
        suppliedThings.push({ ref: self, words: thingWords(t.task) })
      } else if (nature === "beside") {
        before = entry
        open.push(self)
      } else {
        // work on a thing that is still being supplied waits for it ("complete the site electrical works" for the connection)
        const waits = suppliedThings.filter((x) => [...thingWords(t.task)].some((w) => x.words.has(w))).map((x) => x.ref)
        // counted work packages next to each other are streams of their own crews: they start together
        const stream = STREAM.test(t.task) && t.duration_days > 0
        before = stream && inStream ? streamStart : unique([...tail, ...pending, ...waits])
        if (stream && !inStream) streamStart = before
        open = [...open.filter((o) => !before.includes(o)), self]
        tail = stream && inStream ? [...tail, self] : [self]
        inStream = stream
        pending = []
      }
      // the plan's last task waits for everything still open
      if (last && k === phase.tasks.length - 1) before = unique([...before, ...open.filter((o) => o !== self), ...supplies])
      return { ...t, predecessors: before.join(", ") }
    })
    earlierEntry = entry
    const step = (re: RegExp) => tasks.findLastIndex((t) => re.test(t.task) && taskNature(t.task, t.duration_days) === "step")
    const choice = step(SELECTS) >= 0 ? step(SELECTS) : step(DESIGNS)
    chosen = choice < 0 ? [] : [`${p + 1}.${choice + 1}`]
    if (tasks.length > 0) {
      const final = tasks[tasks.length - 1]!
      entry = taskNature(final.task, final.duration_days) === "gate" ? [`${p + 1}.${tasks.length}`] : [`${p + 1}`]
    }
    return { ...phase, tasks }
  })
}

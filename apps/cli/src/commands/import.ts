import { existsSync, statSync } from "node:fs"
import { mkdir, readFile, writeFile } from "node:fs/promises"
import { dirname, join, resolve } from "node:path"
import * as Either from "effect/Either"
import { MSPDI_MAX_BYTES, MSPDI_TOO_LARGE } from "@initpack/core/messages/plan-exchange"
import { readMspdi } from "@initpack/core/rules/planning/exchange/mspdi-read"
import { planToScheduleTasks, planToWbsItems } from "@initpack/core/rules/planning/exchange/plan-to-wbs"
import { BadBrief, UsageError } from "../cli-errors"
import type { CliIo } from "../io"
import { parseMethod } from "../options"
import { ARTEFACTS_FORMAT } from "../artefacts-format"

export interface ImportOptions {
  readonly out?: string
  readonly method?: string
  readonly name?: string
  readonly force?: boolean
  readonly json?: boolean
}

/**
 * `initpack import plan.xml --out artefacts.json`: an MS Project XML plan (tasks, hierarchy, durations,
 * dates, links, resources) as the artefacts.json of a pack, so `initpack pack artefacts.json` renders it.
 * A bad or hostile file is refused with the reason and nothing is written.
 */
export const runImport = async (file: string, options: ImportOptions, io: CliIo, now: Date): Promise<void> => {
  const method = parseMethod(options.method) ?? "waterfall"
  let out = resolve(options.out ?? "artefacts.json")
  if (existsSync(out) && statSync(out).isDirectory()) out = join(out, "artefacts.json")
  if (existsSync(out) && options.force !== true) throw new UsageError({ message: `${options.out ?? "artefacts.json"} already exists (use --force to overwrite it)` })
  let size: number
  try {
    size = statSync(file).size
  } catch {
    throw new UsageError({ message: `cannot read ${file}` })
  }
  if (size > MSPDI_MAX_BYTES) throw new BadBrief({ message: `${file}: ${MSPDI_TOO_LARGE}`, issues: [] })
  const read = readMspdi(await readFile(file, "utf8"))
  if (Either.isLeft(read)) throw new BadBrief({ message: `${file}: ${read.left.message}`, issues: [] })
  const plan = read.right
  const name = options.name?.trim() || plan.title
  const artefacts =
    method === "agile"
      ? { project: { name, method }, schedule: { plan: { title: name, project_name: name, base_start: plan.start }, tasks: planToScheduleTasks(plan) } }
      : { project: { name, method }, wbs: planToWbsItems(plan) }
  const document = { format: ARTEFACTS_FORMAT, version: 1, generated_at: now.toISOString(), drafter: "import", source: { msproject: file }, artefacts }
  await mkdir(dirname(out), { recursive: true })
  await writeFile(out, `${JSON.stringify(document, null, 2)}\n`)
  const summary = { file, out, project: name, method, tasks: plan.tasks.length, links: plan.links.length }
  if (options.json === true) io.stdout.write(`${JSON.stringify(summary, null, 2)}\n`)
  else io.stdout.write(`imported ${plan.tasks.length} tasks and ${plan.links.length} links from ${file} into ${out} (${method})\nnext: initpack pack ${out} --out pack/\n`)
}

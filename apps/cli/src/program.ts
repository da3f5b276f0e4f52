import { availableParallelism } from "node:os"
import { Command, CommanderError, Option } from "commander"
import { exitCodeOf } from "./cli-errors"
import { runClock } from "./clock"
import type { CheckOptions } from "./commands/check"
import type { DiffOptions } from "./commands/diff"
import type { ImportOptions } from "./commands/import"
import type { InitOptions } from "./commands/init"
import type { PackOptions } from "./commands/pack"
import type { SowOptions } from "./commands/sow"
import { EXIT } from "./exit-codes"
import type { CliIo } from "./io"

export const VERSION = "0.1.0"

const methodOption = () => new Option("--method <method>", "waterfall or agile (overrides the brief)")
const startOption = () => new Option("--start <date>", "base start YYYY-MM-DD of the WBS or schedule (overrides the brief)")
const offlineOption = () => new Option("--offline", "use the offline drafter even when OpenAI is configured")
const jsonOption = () => new Option("--json", "print one JSON document on stdout instead of progress")
const assumptionsOption = () => new Option("--with-assumptions", "append the drafted lines that rest on an assumption (Assumptions to confirm) to the PID, the agile overview and the SOW")
const findingsOption = () => new Option("--with-findings", "append the pack health check's findings (initpack check) to the PID, the agile overview and the SOW")

/** Builds the `initpack` program; each action stores its exit code in `result`. */
export const buildProgram = (io: CliIo, result: { code: number }): Command => {
  const program = new Command("initpack")
    .description("Draft project-initiation packs and statements of work from a project brief")
    .version(VERSION)
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.stdout.write(s), writeErr: (s) => io.stderr.write(s) })
    .showHelpAfterError("(run initpack --help for usage)")

  const guard = async (json: boolean, run: () => Promise<void | number>) => {
    try {
      const code = await run()
      result.code = typeof code === "number" ? code : EXIT.ok
    } catch (error) {
      const { isCliError, reportEarly, Reported } = await import("./commands/draft-run")
      if (error instanceof Reported) result.code = exitCodeOf(error.error)
      else if (isCliError(error)) {
        reportEarly(io, json, error)
        result.code = exitCodeOf(error)
      } else throw error
    }
  }

  // a command that may draft: the brief's sentences are tagged on a thread started before anything else loads
  const drafting =
    (source: string, offline: boolean | undefined, run: () => Promise<void | number>) =>
    async (): Promise<void | number> => {
      const tagger = (await import("./tagger")).startTagger(source, offline === true, io.env, availableParallelism())
      try {
        return await run()
      } finally {
        await tagger?.close()
      }
    }

  program
    .command("pack")
    .description("draft every module and write the initiation pack (documents, CSVs, artefacts.json)")
    .argument("<brief>", "brief file (YAML or JSON), - for stdin, or an earlier artefacts.json to render again")
    .requiredOption("-o, --out <dir>", "directory to write the pack to")
    .addOption(methodOption())
    .option("--formats <list>", "comma-separated: md,html,docx,pdf,csv, jira (agile backlog as a Jira CSV import), msproject (the WBS or schedule as MS Project XML), ical (its milestones, phase gates and sprints as iCalendar)", "md,html,docx,pdf,csv")
    .option("--docs <list>", "comma-separated documents, e.g. pid,raid,sow (default: the whole pack)")
    .addOption(startOption())
    .addOption(offlineOption())
    .addOption(findingsOption())
    .addOption(assumptionsOption())
    .addOption(jsonOption())
    .action((brief: string, options: PackOptions) => guard(options.json === true, drafting(brief, options.offline, async () => (await import("./commands/pack")).runPack(brief, options, io, runClock(io.env)))))

  program
    .command("sow")
    .description("draft the project and write the Statement of Work alone")
    .argument("<brief>", "brief file (YAML or JSON), - for stdin, or an earlier artefacts.json")
    .requiredOption("-o, --out <file>", "output file: .docx, .pdf, .md or .html")
    .addOption(methodOption())
    .addOption(startOption())
    .addOption(offlineOption())
    .addOption(findingsOption())
    .addOption(assumptionsOption())
    .addOption(jsonOption())
    .action((brief: string, options: SowOptions) => guard(options.json === true, drafting(brief, options.offline, async () => (await import("./commands/sow")).runSow(brief, options, io, runClock(io.env)))))

  program
    .command("validate")
    .description("check a brief; problems are listed with their field path")
    .argument("<brief>", "brief file (YAML or JSON), or - for stdin")
    .addOption(jsonOption())
    .action((brief: string, options: { json?: boolean }) => guard(options.json === true, async () => (await import("./commands/validate")).runValidate(brief, options, io)))

  program
    .command("init")
    .description("write a commented starter brief whose first line points editors at the brief's JSON Schema")
    .argument("[file]", "where to write it", "brief.yaml")
    .addOption(methodOption())
    .option("--force", "overwrite an existing file")
    .action((file: string, options: InitOptions) => guard(false, async () => (await import("./commands/init")).runInit(file, options, io)))

  program
    .command("import")
    .description("bring an MS Project XML plan (tasks, hierarchy, durations, links) in as artefacts.json, for initpack pack")
    .argument("<plan.xml>", "an MS Project XML (MSPDI) file")
    .option("-o, --out <file>", "the artefacts.json to write (default ./artefacts.json; a folder gets artefacts.json inside)")
    .option("--method <method>", "waterfall (the plan as the WBS, default) or agile (as the schedule)")
    .option("--name <name>", "project name (default: the plan's title)")
    .option("--force", "overwrite an existing file")
    .option("--json", "print the result as JSON")
    .action((file: string, options: ImportOptions) =>
      guard(options.json === true, async () => (await import("./commands/import")).runImport(file, options, io, runClock(io.env)))
    )

  program
    .command("diff")
    .description("what changed between two artefacts.json (or two briefs): scope, risks, WBS, budget, stakeholders; exit 0 equal, 1 different")
    .argument("<old>", "the earlier artefacts.json or brief")
    .argument("<new>", "the later artefacts.json or brief")
    .addOption(offlineOption())
    .option("--json", "print the differences as one JSON document instead of Markdown")
    .action((before: string, after: string, options: DiffOptions) =>
      guard(options.json === true, async () => (await import("./commands/diff")).runDiff(before, after, options, io))
    )

  program
    .command("check")
    .description("the pack health check: what a project board's reviewer would find missing (docs/health-check.md); exit 1 when a finding reaches --fail-on")
    .argument("<input>", "an artefacts.json, or a brief file (YAML or JSON) drafted first as pack does; - for stdin")
    .option("--format <format>", "text (findings grouped by severity, with fixes) or json", "text")
    .option("--json", "the same as --format json")
    .option("--fail-on <severity>", "exit 1 when a finding is at least: error, warning, note, or none", "error")
    .addOption(offlineOption())
    .action((input: string, options: CheckOptions) =>
      guard(options.json === true || options.format === "json", drafting(input, options.offline, async () => (await import("./commands/check")).runCheck(input, options, io)))
    )

  program
    .command("forecast")
    .description("schedule and cost confidence: Monte Carlo P10-P95 of the finish and the cost, and the drivers")
    .argument("<brief>", "brief file (YAML or JSON), - for stdin, or an earlier artefacts.json")
    .option("--iterations <n>", "iterations (default 5000)")
    .option("--seed <seed>", "a number or a text (default: derived from the project)")
    .option("--distribution <name>", "triangular or pert (default triangular)")
    .addOption(offlineOption())
    .addOption(jsonOption())
    .action((brief: string, options: { iterations?: string; seed?: string; distribution?: string; offline?: boolean; json?: boolean }) =>
      guard(options.json === true, drafting(brief, options.offline, async () => (await import("./commands/forecast")).runForecast(brief, options, io)))
    )

  program
    .command("backup")
    .description("copy the server's embedded database (PGlite data folder) to one file; stop the server first (docs/deployment.md)")
    .requiredOption("--data-dir <dir>", "the server's DATA_DIR")
    .requiredOption("-o, --out <file>", "the backup file to write (a gzipped tar)")
    .addOption(jsonOption())
    .action((options: { dataDir?: string; out?: string; json?: boolean }) => guard(options.json === true, async () => (await import("./commands/backup")).runBackup(options, io)))

  program
    .command("restore")
    .description("load a backup made by initpack backup into a new data folder")
    .argument("<file>", "the backup file")
    .requiredOption("--data-dir <dir>", "the data folder to create (missing or empty)")
    .addOption(jsonOption())
    .action((file: string, options: { dataDir?: string; json?: boolean }) => guard(options.json === true, async () => (await import("./commands/backup")).runRestore(file, options, io)))

  program
    .command("schema")
    .description("print the brief's JSON Schema")
    .action(() => guard(false, async () => (await import("./commands/schema")).runSchema(io)))

  program
    .command("serve")
    .description("start the Initpack web server (same as npm start)")
    .option("-p, --port <port>", "port to listen on (PORT)")
    .action((options: { port?: string }) => guard(false, async () => (await import("./commands/serve")).runServe(options, io)))

  return program
}

/** Runs the CLI and resolves to the exit code: 0 done, 1 bad brief, 2 usage error, 3 drafting or rendering failure. */
export const runCli = async (argv: ReadonlyArray<string>, io: CliIo): Promise<number> => {
  const result = { code: EXIT.ok as number }
  const program = buildProgram(io, result)
  if (argv.length === 0) {
    program.outputHelp({ error: true })
    return EXIT.usage
  }
  try {
    await program.parseAsync([...argv], { from: "user" })
    return result.code
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.code === "commander.helpDisplayed" || error.code === "commander.version" || error.code === "commander.help") return EXIT.ok
      return EXIT.usage
    }
    io.stderr.write(`initpack: unexpected failure: ${(error as Error)?.stack ?? String(error)}\n`)
    return EXIT.failure
  }
}

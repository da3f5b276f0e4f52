import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs"
import { execFileSync, spawn } from "node:child_process"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { unzipSync, strFromU8 } from "fflate"
import { extractText, getDocumentProxy } from "unpdf"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { RISK_CSV_COLUMNS } from "@initpack/core/rules/risk/risk-csv"
import { BUDGET_CSV_COLUMNS } from "@initpack/core/rules/budget/budget-csv"
import { RELEASE_CSV_HEADER } from "@initpack/core/rules/planning/release/release-csv"
import { SCHEDULE_CSV_HEADER, WBS_CSV_HEADER } from "@initpack/core/rules/planning/tree/tree-csv"
import { bin, ensureBuilt, repoRoot, runCli } from "./run-cli"

const work = mkdtempSync(join(tmpdir(), "initpack-cli-"))
const WATERFALL = "docs/examples/waterfall.yaml"
const AGILE = "docs/examples/agile.yaml"

const headerOf = (path: string): Array<string> => readFileSync(path, "utf8").split(/\r?\n/)[0]!.split(",")
const pdfText = async (path: string): Promise<string> => {
  const pdf = await getDocumentProxy(new Uint8Array(readFileSync(path)))
  const { text } = await extractText(pdf, { mergePages: true })
  return text
}

beforeAll(() => ensureBuilt(), 120_000)
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe("initpack pack (waterfall example)", () => {
  const out = join(work, "waterfall")
  let result: Awaited<ReturnType<typeof runCli>>
  beforeAll(async () => {
    result = await runCli(["pack", WATERFALL, "--out", out])
  }, 60_000)

  it("exits 0 with plain progress lines (not a TTY: no colours, no spinner)", () => {
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/^initpack pack: Riverbend Permits Replacement \(waterfall, offline drafter\)$/m)
    expect(result.stdout).toMatch(/^done Risk register: \d+ risks, \d+ High/m)
    expect(result.stdout).not.toMatch(/\x1b\[/)
  })

  it("writes every pack document in every format, the CSVs and artefacts.json", () => {
    const files = readdirSync(out).sort()
    for (const stem of ["01-pid", "02-stakeholders-raci", "03-raid", "04-budget-summary", "05-comms-plan", "06-sow"]) {
      for (const ext of ["md", "html", "docx", "pdf"]) expect(files).toContain(`${stem}.${ext}`)
    }
    // SOURCE_DATE_EPOCH fixes the clock: 2026-03-02
    expect(files).toContain("risk_register_Riverbend_Permits_Replacement_2026-03-02.csv")
    expect(files).toContain("budget_Riverbend_Permits_Replacement_2026-03-02.csv")
    expect(files).toContain("wbs_Riverbend_Permits_Replacement.csv")
    const saved = JSON.parse(readFileSync(join(out, "artefacts.json"), "utf8"))
    expect(saved).toMatchObject({ format: "initpack-artefacts", version: 1, drafter: "offline", brief: { method: "waterfall", start: "2026-03-02" } })
    expect(saved.artefacts.project.name).toBe("Riverbend Permits Replacement")
    expect(saved.artefacts.wbs.length).toBeGreaterThan(5)
    // issue 22: the drafted task links are kept (MS Project notation, outline numbers) and the PID names the critical path
    expect(saved.artefacts.wbs.filter((r: { predecessors?: string }) => (r.predecessors ?? "") !== "").length).toBeGreaterThan(5)
    expect(readFileSync(join(out, "01-pid.md"), "utf8")).toMatch(/^Critical path: 1\.1 .+ → .+; project finish \d{1,2} [A-Z][a-z]{2} 20\d\d\.$/m)
  })

  it("Markdown and HTML name the project and hold the PID sections", () => {
    const md = readFileSync(join(out, "01-pid.md"), "utf8")
    expect(md).toMatch(/^# Project Charter \/ PID/m)
    expect(md).toContain("Riverbend Permits Replacement")
    expect(md).toContain("Riverbend Shire Council processes about 9,000")
    for (const section of ["Background", "Goals and KPIs", "Scope"]) expect(md).toMatch(new RegExp(`^## \\d+\\. ${section}`, "m"))
    const html = readFileSync(join(out, "06-sow.html"), "utf8")
    expect(html).toMatch(/^<!DOCTYPE html>/i)
    expect(html).toContain("Statement of Work")
    expect(html).toContain("Riverbend Permits Replacement")
    expect(html).toContain("Northwind Digital Pty Ltd")
  })

  it("DOCX unzips to a Word document with the headings, tables and project text", () => {
    const zip = unzipSync(new Uint8Array(readFileSync(join(out, "01-pid.docx"))))
    const xml = strFromU8(zip["word/document.xml"]!)
    expect(xml).toContain("Riverbend Permits Replacement")
    expect(xml).toContain("Project Charter / PID")
    expect(xml).toMatch(/<w:pStyle w:val="Heading1"\/>/)
    expect(xml).toContain("<w:tbl>")
    expect(xml).toContain("Maria Chen")
  })

  it("PDF text holds the project name and document title", async () => {
    const text = await pdfText(join(out, "06-sow.pdf"))
    expect(text).toContain("Statement of Work")
    expect(text).toContain("Riverbend Permits Replacement")
  })

  it("CSV files carry the spec's columns", () => {
    const csv = (name: string) => join(out, name)
    expect(headerOf(csv("risk_register_Riverbend_Permits_Replacement_2026-03-02.csv"))).toEqual([...RISK_CSV_COLUMNS])
    expect(headerOf(csv("budget_Riverbend_Permits_Replacement_2026-03-02.csv"))).toEqual([...BUDGET_CSV_COLUMNS])
    expect(headerOf(csv("wbs_Riverbend_Permits_Replacement.csv"))).toEqual([...WBS_CSV_HEADER])
  })

  it("is reproducible: the same brief and clock give byte-identical Markdown and HTML", async () => {
    const again = join(work, "waterfall-again")
    const second = await runCli(["pack", WATERFALL, "--out", again, "--formats", "md,html", "--docs", "pid,sow"])
    expect(second.code).toBe(0)
    expect(readdirSync(again).sort()).toEqual(["01-pid.html", "01-pid.md", "06-sow.html", "06-sow.md", "artefacts.json"])
    for (const f of ["01-pid.md", "01-pid.html", "06-sow.md"]) expect(readFileSync(join(again, f), "utf8")).toBe(readFileSync(join(out, f), "utf8"))
  }, 60_000)
})

describe("initpack pack from a saved artefacts.json", () => {
  it("renders the earlier drafts again without drafting", async () => {
    const first = join(work, "saved-1")
    expect((await runCli(["pack", WATERFALL, "--out", first, "--formats", "md", "--docs", "pid"])).code).toBe(0)
    const again = join(work, "saved-2")
    const result = await runCli(["pack", join(first, "artefacts.json"), "--out", again, "--formats", "md,csv", "--docs", "pid", "--json"])
    expect(result.code).toBe(0)
    const doc = JSON.parse(result.stdout)
    expect(doc).toMatchObject({ ok: true, project: "Riverbend Permits Replacement", method: "waterfall", drafter: "offline (saved)", steps: [] })
    expect(readFileSync(join(again, "01-pid.md"), "utf8")).toBe(readFileSync(join(first, "01-pid.md"), "utf8"))
    expect(readFileSync(join(again, "artefacts.json"), "utf8")).toBe(readFileSync(join(first, "artefacts.json"), "utf8"))
    const overridden = await runCli(["pack", join(first, "artefacts.json"), "--out", again, "--method", "agile"])
    expect(overridden.code).toBe(2)
    const broken = await runCli(["pack", "-", "--out", again], { input: JSON.stringify({ format: "initpack-artefacts", version: 1, artefacts: { project: { name: "" } } }) })
    expect(broken.code).toBe(1)
    expect(broken.stderr).toMatch(/artefacts\.project\.name/)
  }, 60_000)
})

describe("initpack pack (agile example)", () => {
  it("writes the agile pack with release and schedule CSVs; --json prints one parseable document", async () => {
    const out = join(work, "agile")
    const result = await runCli(["pack", AGILE, "--out", out, "--formats", "md,csv", "--json"])
    expect(result.code).toBe(0)
    const doc = JSON.parse(result.stdout)
    expect(doc).toMatchObject({ ok: true, command: "pack", project: "Harbour Loyalty App", method: "agile", drafter: "offline" })
    expect(doc.steps.map((s: { step: string }) => s.step)).toEqual([
      "quick_draft", "agile_scope", "epics", "stories", "release", "schedule", "risks", "budget", "stakeholders", "comms"
    ])
    const names = readdirSync(out).sort()
    expect(doc.files.map((f: { path: string }) => f.path.split("/").pop()).sort()).toEqual(names)
    for (const stem of ["01-overview", "02-lean-business-case", "04-roadmap-plan", "08-sow"]) expect(names).toContain(`${stem}.md`)
    expect(headerOf(join(out, "release_plan_Harbour_Loyalty_App.csv"))).toEqual([...RELEASE_CSV_HEADER])
    expect(headerOf(join(out, "schedule_tasks_Harbour_Loyalty_App.csv"))).toEqual([...SCHEDULE_CSV_HEADER])
    expect(readFileSync(join(out, "01-overview.md"), "utf8")).toContain("Harbour Loyalty App")
  }, 60_000)

  it("--method overrides the brief", async () => {
    const out = join(work, "as-agile")
    const result = await runCli(["pack", WATERFALL, "--out", out, "--method", "agile", "--formats", "md", "--docs", "agile_overview"])
    expect(result.code).toBe(0)
    expect(readdirSync(out).sort()).toEqual(["01-overview.md", "artefacts.json"])
  }, 60_000)
})

describe("initpack sow", () => {
  it("writes the SOW alone in the format of the file name", async () => {
    const docx = join(work, "sow", "riverbend-sow.docx")
    const r1 = await runCli(["sow", WATERFALL, "--out", docx])
    expect(r1.code).toBe(0)
    const xml = strFromU8(unzipSync(new Uint8Array(readFileSync(docx)))["word/document.xml"]!)
    expect(xml).toContain("Statement of Work")
    expect(xml).toContain("Riverbend Permits Replacement")
    const pdf = join(work, "sow", "loyalty-sow.pdf")
    const r2 = await runCli(["sow", AGILE, "--out", pdf, "--json"])
    expect(r2.code).toBe(0)
    expect(JSON.parse(r2.stdout).files).toEqual([expect.objectContaining({ path: pdf, format: "pdf", document: "sow" })])
    expect(await pdfText(pdf)).toContain("Harbour Loyalty App")
    expect(readdirSync(join(work, "sow")).sort()).toEqual(["loyalty-sow.pdf", "riverbend-sow.docx"])
  }, 60_000)
})

describe("brief input and errors", () => {
  const bad = "project:\n  name: Broken Brief\n  start: 02/03/2026\nstakeholders:\n  - role: Sponsor\n"

  it("a bad brief exits 1 and names each field path and problem", async () => {
    const result = await runCli(["pack", "-", "--out", join(work, "never")], { input: bad })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain("project.start: expected YYYY-MM-DD")
    expect(result.stderr).toContain("stakeholders[0].name: is required")
    expect(result.stdout).toBe("")
    const json = await runCli(["validate", "-", "--json"], { input: bad })
    expect(json.code).toBe(1)
    expect(JSON.parse(json.stdout)).toMatchObject({ ok: false, exit_code: 1, issues: expect.arrayContaining([{ path: "project.start", message: "expected YYYY-MM-DD" }]) })
  }, 60_000)

  it("a missing file or unreadable YAML is a bad brief (exit 1)", async () => {
    expect((await runCli(["validate", "docs/examples/nope.yaml"])).code).toBe(1)
    const yaml = await runCli(["validate", "-"], { input: "project: [unclosed" })
    expect(yaml.code).toBe(1)
    expect(yaml.stderr).toMatch(/not valid YAML or JSON/)
  })

  it("reads the brief from stdin (JSON works as well as YAML)", async () => {
    const brief = JSON.stringify({ project: { name: "Stdin Pipeline Upgrade", start: "2026-05-04" }, summary: "Upgrade the CI pipeline." })
    const out = join(work, "stdin")
    const result = await runCli(["pack", "-", "--out", out, "--formats", "md", "--docs", "pid"], { input: brief })
    expect(result.code).toBe(0)
    expect(readFileSync(join(out, "01-pid.md"), "utf8")).toContain("Stdin Pipeline Upgrade")
    const validate = await runCli(["validate", "-"], { input: readFileSync(join(repoRoot, AGILE), "utf8") })
    expect(validate.stdout).toContain('valid brief for "Harbour Loyalty App" (agile)')
  }, 60_000)

  it("usage errors exit 2", async () => {
    const cases: Array<[Array<string>, RegExp]> = [
      [["pack", WATERFALL], /required option '-o, --out <dir>'/],
      [["pack", WATERFALL, "--out", join(work, "u1"), "--formats", "md,xls"], /--formats: unknown format xls/],
      [["pack", WATERFALL, "--out", join(work, "u2"), "--docs", "pid,agile_overview"], /--docs: agile_overview is not a waterfall document/],
      [["pack", WATERFALL, "--out", join(work, "u3"), "--start", "tomorrow"], /--start: expected YYYY-MM-DD/],
      [["pack", WATERFALL, "--out", join(work, "u4"), "--method", "kanban"], /--method: expected waterfall or agile/],
      [["sow", WATERFALL, "--out", join(work, "sow.txt")], /--out: expected a file ending in \.docx, \.pdf, \.md or \.html/],
      [["serve", "--port", "web"], /--port: expected a port number/],
      [["publish"], /unknown command 'publish'/],
      [[], /Usage: initpack/]
    ]
    for (const [args, message] of cases) {
      const result = await runCli(args)
      expect({ args, code: result.code }).toEqual({ args, code: 2 })
      expect(result.stderr).toMatch(message)
    }
  }, 60_000)

  it("drafting and writing failures exit 3", async () => {
    const unreachable = await runCli(["pack", WATERFALL, "--out", join(work, "f1"), "--formats", "md", "--json"], {
      env: { OPENAI_BASE_URL: "http://127.0.0.1:9/v1", OPENAI_API_KEY: "test" }
    })
    expect(unreachable.code).toBe(3)
    expect(JSON.parse(unreachable.stdout)).toMatchObject({ ok: false, exit_code: 3, error: expect.stringMatching(/^drafting failed/) })
    // --offline wins over the configured OpenAI adapter
    const offline = await runCli(["pack", WATERFALL, "--out", join(work, "f2"), "--formats", "md", "--docs", "pid", "--offline"], {
      env: { OPENAI_BASE_URL: "http://127.0.0.1:9/v1", OPENAI_API_KEY: "test" }
    })
    expect(offline.code).toBe(0)
    const blocked = await runCli(["pack", WATERFALL, "--out", join(repoRoot, "docs/examples/waterfall.yaml", "x"), "--formats", "md"])
    expect(blocked.code).toBe(3)
    expect(blocked.stderr).toMatch(/could not write the pack/)
  }, 90_000)
})

describe("initpack schema", () => {
  it("prints the brief's JSON Schema", async () => {
    const result = await runCli(["schema"])
    expect(result.code).toBe(0)
    const schema = JSON.parse(result.stdout)
    expect(schema.$schema).toMatch(/json-schema\.org/)
    expect(schema.$defs.InitpackBrief.properties.project.properties.method.enum).toEqual(["waterfall", "agile"])
  })
})

describe("terminal output", () => {
  // util-linux `script` gives the CLI a pseudo-terminal; skipped with a notice where it is missing
  const script = ["/usr/bin/script", "/bin/script"].find((p) => existsSync(p))
  it.skipIf(script === undefined)("a TTY gets the live Ink view: done marks, counts and the table of files", () => {
    const out = join(work, "tty")
    const command = `stty cols 140 rows 50; SOURCE_DATE_EPOCH=1772442000 '${process.execPath}' '${bin}' pack ${WATERFALL} --out '${out}' --formats md --docs pid`
    const raw = execFileSync(script!, ["-qec", command, "/dev/null"], { cwd: repoRoot, env: { ...process.env, CI: "" }, encoding: "utf8" })
    const screen = raw.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, "")
    expect(screen).toMatch(/✔\s+Risk register\s+\d+ risks, \d+ High/)
    expect(screen).toMatch(/✔\s+Write files\s+2 files/)
    expect(screen).toMatch(/File\s+Type\s+Size/)
    expect(screen).toContain(join(out, "01-pid.md"))
    expect(screen).not.toMatch(/^done /m)
  }, 60_000)
})

describe("a reader that goes away", () => {
  it.each([["from the start-up snapshot", "1"], ["loading its modules", "0"]])(
    "pack %s writes the whole pack when stdout is closed after the first line (| head -1)",
    async (_how, snapshot) => {
      const out = join(work, `closed-pipe-${snapshot}`)
      const child = spawn(process.execPath, [bin, "pack", join(repoRoot, "docs/examples/waterfall.yaml"), "--out", out, "--formats", "md,pdf"], {
        env: { ...process.env, SOURCE_DATE_EPOCH: "1772442000", INITPACK_SNAPSHOT: snapshot, OPENAI_API_KEY: "", OPENAI_BASE_URL: "" },
        stdio: ["ignore", "pipe", "pipe"]
      })
      let stderr = ""
      child.stderr.on("data", (d: Buffer) => (stderr += d.toString()))
      child.stdout.once("data", () => child.stdout.destroy())
      const code = await new Promise<number | null>((done) => child.on("close", done))
      expect(code, stderr).toBe(0)
      expect(readdirSync(out).sort()).toEqual(expect.arrayContaining(["artefacts.json", "01-pid.md", "06-sow.pdf"]))
      expect(readdirSync(out).length).toBe(13)
    },
    60_000
  )
})

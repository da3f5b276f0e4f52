// The composite GitHub Action (action.yml at the repository root) run as a runner would: its `run:`
// steps in order with bash, `${{ inputs.* }}` filled from the inputs (defaults from action.yml),
// RUNNER_TEMP / GITHUB_OUTPUT / GITHUB_PATH / GITHUB_WORKSPACE set, against the locally packed tarball.
import { spawnSync } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { parse } from "yaml"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
// @ts-expect-error pack.mjs is plain JavaScript without types
import { packCli } from "../../apps/cli/pack.mjs"
import { repoRoot } from "./run-cli"

interface Step {
  readonly name?: string
  readonly id?: string
  readonly shell?: string
  readonly run?: string
  readonly uses?: string
  readonly env?: Record<string, string>
}
interface Action {
  readonly inputs: Record<string, { readonly default?: string; readonly description: string }>
  readonly outputs: Record<string, { readonly value: string }>
  readonly runs: { readonly using: string; readonly steps: ReadonlyArray<Step> }
}

const action = parse(readFileSync(join(repoRoot, "action.yml"), "utf8")) as Action
const work = mkdtempSync(join(tmpdir(), "initpack-action-"))
const workspace = join(work, "repo")
const runnerTemp = join(work, "runner-temp")
let tarball = ""

/** `${{ inputs.x }}` and `${{ github.action_path }}`; any other expression is a test failure. */
const substitute = (text: string, inputs: Record<string, string>): string =>
  text.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_, expr: string) => {
    const m = /^inputs\.([a-z_-]+)$/.exec(expr)
    if (m !== null) {
      if (!(m[1]! in action.inputs)) throw new Error(`action.yml uses an undeclared input ${m[1]}`)
      return inputs[m[1]!] ?? action.inputs[m[1]!]!.default ?? ""
    }
    if (expr === "github.action_path") return repoRoot
    throw new Error(`unsupported expression in a step: ${expr}`)
  })

interface ActionRun {
  readonly code: number
  readonly log: string
  readonly outputs: Record<string, string>
}

/** Runs the action's steps in order, stopping at the first failing one, as a runner does. */
const runAction = (inputs: Record<string, string>): ActionRun => {
  const files = mkdtempSync(join(work, "files-"))
  const outputFile = join(files, "output")
  const pathFile = join(files, "path")
  writeFileSync(outputFile, "")
  writeFileSync(pathFile, "")
  const outputs: Record<string, string> = {}
  let log = ""
  for (const step of action.runs.steps) {
    expect(step.uses, "composite steps here are run: steps").toBeUndefined()
    expect(step.shell).toBe("bash")
    const added = readFileSync(pathFile, "utf8").split("\n").filter((l) => l !== "")
    // the runner's environment (npm's CA and proxy settings included) plus what a runner sets
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PATH: [...added.reverse(), process.env["PATH"]].join(":"),
      CI: "true",
      GITHUB_ACTIONS: "true",
      GITHUB_WORKSPACE: workspace,
      GITHUB_ACTION_PATH: repoRoot,
      RUNNER_TEMP: runnerTemp,
      GITHUB_OUTPUT: outputFile,
      GITHUB_PATH: pathFile,
      SOURCE_DATE_EPOCH: "1772442000",
      OPENAI_API_KEY: "",
      OPENAI_BASE_URL: "",
      ...Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, substitute(v, inputs)]))
    }
    // GitHub runs `shell: bash` as bash --noprofile --norc -eo pipefail {0}
    const r = spawnSync("bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", substitute(step.run!, inputs)], { cwd: workspace, env, encoding: "utf8" })
    log += `## ${step.name}\n${r.stdout}${r.stderr}`
    if (step.id !== undefined) {
      for (const line of readFileSync(outputFile, "utf8").split("\n")) {
        const eq = line.indexOf("=")
        if (eq > 0) outputs[line.slice(0, eq)] = line.slice(eq + 1)
      }
      writeFileSync(outputFile, "")
    }
    if (r.status !== 0) return { code: r.status ?? -1, log, outputs }
  }
  return { code: 0, log, outputs }
}

beforeAll(async () => {
  tarball = ((await packCli({ out: work, quiet: true })) as { tarball: string }).tarball
  mkdirSync(workspace)
  mkdirSync(runnerTemp)
  writeFileSync(join(workspace, "brief.yaml"), readFileSync(join(repoRoot, "docs/examples/agile.yaml"), "utf8"))
}, 300_000)
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe("action.yml (composite GitHub Action)", () => {
  it("declares the inputs brief, out, formats, docs and method, and only bash run: steps", () => {
    expect(action.runs.using).toBe("composite")
    for (const input of ["brief", "out", "formats", "docs", "method", "command", "check", "package"]) expect(action.inputs[input]?.description).toBeTruthy()
    // inputs reach scripts through env only (a brief name cannot inject shell code)
    for (const step of action.runs.steps) expect(step.run).not.toMatch(/\$\{\{/)
  })

  it("installs the package and writes the pack with the given formats and documents", () => {
    const r = runAction({ package: tarball, out: "out/pack", formats: "md,csv", docs: "agile_overview,sow" })
    expect(r.code, r.log).toBe(0)
    expect(r.log).toMatch(/^0\.1\.0$/m)
    const files = readdirSync(join(workspace, "out/pack")).sort()
    expect(files).toEqual(expect.arrayContaining(["01-overview.md", "08-sow.md", "artefacts.json"]))
    expect(files.some((f) => f.endsWith(".pdf") || f.startsWith("03-"))).toBe(false)
    expect(files.some((f) => f.startsWith("release_plan_") && f.endsWith(".csv"))).toBe(true)
    expect(r.outputs).toEqual({ out: "out/pack", artefacts: "out/pack/artefacts.json", findings: "" })
    // the package went to RUNNER_TEMP, not into the user's repository
    expect(existsSync(join(workspace, "node_modules"))).toBe(false)
    expect(existsSync(join(workspace, "package.json"))).toBe(false)
  }, 300_000)

  it("check: the health check's findings as JSON, and the step fails when a finding reaches the severity (issue 34)", () => {
    const pass = runAction({ package: tarball, out: "checked/pack", formats: "md", check: "error" })
    expect(pass.code, pass.log).toBe(0)
    expect(pass.outputs["findings"]).toBe(join(runnerTemp, "initpack-findings.json"))
    const doc = JSON.parse(readFileSync(pass.outputs["findings"]!, "utf8"))
    expect(doc).toMatchObject({ project: "Harbour Loyalty App", method: "agile", counts: { error: 0 } })
    expect(pass.log).toContain("Harbour Loyalty App (agile): 0 errors")
    // the agile example has warnings: a warning gate fails the step with initpack check's exit 1
    const strict = runAction({ package: tarball, out: "checked/pack", formats: "md", check: "warning" })
    expect(strict.code).toBe(1)
    expect(strict.log).toMatch(/WARNING \[\w+\] /)
    expect(runAction({ package: tarball, out: "checked/pack", formats: "md", check: "often" }).code).toBe(2)
  }, 300_000)

  it("runs sow with the method input", () => {
    const r = runAction({ package: tarball, command: "sow", out: "sow/sow.md", method: "waterfall" })
    expect(r.code, r.log).toBe(0)
    expect(readFileSync(join(workspace, "sow/sow.md"), "utf8")).toContain("Harbour Loyalty App")
    expect(r.outputs["out"]).toBe("sow/sow.md")
  }, 300_000)

  it("fails the step on a bad brief (exit 1) and an unknown command (exit 2), without running input text", () => {
    const bad = runAction({ package: tarball, brief: "missing-$(touch pwned).yaml" })
    expect(bad.code).toBe(1)
    expect(bad.log).toContain("file not found")
    expect(existsSync(join(workspace, "pwned"))).toBe(false)
    const unknown = runAction({ package: tarball, command: "publish" })
    expect(unknown.code).toBe(2)
    expect(unknown.log).toContain("::error::command must be pack or sow")
  }, 300_000)
})

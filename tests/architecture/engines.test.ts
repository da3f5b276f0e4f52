import { describe, expect, it } from "vitest"
import { existsSync, lstatSync, readdirSync, readFileSync } from "node:fs"
import { join, relative, resolve } from "node:path"
import { checkNodeRange } from "./node-range"

const repoRoot = resolve(import.meta.dirname, "../..")
// README and design.md: Node >= 20.19 (works on 20, 22, 24); npm ci warns (EBADENGINE) on any
// installed package whose engines.node leaves out the running Node.
const floor = "20.19.0"
const running = process.versions.node

type Found = { readonly where: string; readonly name: string; readonly range: string }

const readJson = (path: string): Record<string, unknown> | undefined => {
  try {
    return JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>
  } catch {
    return undefined
  }
}

const nodeRangeOf = (pkg: Record<string, unknown>): string | undefined => {
  const engines = pkg["engines"]
  if (!engines || typeof engines !== "object" || Array.isArray(engines)) return undefined // npm reads only { node }
  const node = (engines as Record<string, unknown>)["node"]
  return typeof node === "string" ? node : undefined
}

// Every package folder in a node_modules tree (scoped ones too) and the node_modules nested in each;
// symbolic links are the workspaces themselves, checked from the root.
const installedPackages = (modules: string, out: Array<Found>): void => {
  if (!existsSync(modules)) return
  for (const entry of readdirSync(modules)) {
    if (entry.startsWith(".")) continue
    const dir = join(modules, entry)
    if (lstatSync(dir).isSymbolicLink()) continue
    if (entry.startsWith("@")) {
      installedPackages(dir, out)
      continue
    }
    const pkg = readJson(join(dir, "package.json"))
    const range = pkg ? nodeRangeOf(pkg) : undefined
    if (pkg && range !== undefined) out.push({ where: relative(repoRoot, dir), name: String(pkg["name"]), range })
    installedPackages(join(dir, "node_modules"), out)
  }
}

const workspaceFolders = (): ReadonlyArray<string> => {
  const root = readJson(join(repoRoot, "package.json")) ?? {}
  return ["", ...((root["workspaces"] as ReadonlyArray<string> | undefined) ?? [])]
}

const excluding = (found: ReadonlyArray<Found>, version: string): ReadonlyArray<string> =>
  found.flatMap((f) => {
    const check = checkNodeRange(f.range, version)
    if (!check.readable) return [`${f.where} (${f.name}): ${check.reason}`]
    return check.includes ? [] : [`${f.where} (${f.name}): engines.node "${f.range}" leaves out Node ${version}`]
  })

describe("every dependency runs on the Node versions the README promises", () => {
  it("the root package asks for Node >= 20.19", () => {
    const range = nodeRangeOf(readJson(join(repoRoot, "package.json")) ?? {}) ?? ""
    expect(checkNodeRange(range, floor)).toEqual({ readable: true, includes: true })
    expect(checkNodeRange(range, "20.18.3")).toEqual({ readable: true, includes: false })
  })

  it("no installed package's engines.node leaves out Node 20.19.0 or the running Node", () => {
    const found: Array<Found> = []
    for (const folder of workspaceFolders()) installedPackages(join(repoRoot, folder, "node_modules"), found)
    // a fresh install has well over a hundred packages with an engines field: an empty walk is a broken test
    expect(found.length).toBeGreaterThan(50)
    expect(excluding(found, floor)).toEqual([])
    expect(excluding(found, running)).toEqual([])
  })

  it("no package in package-lock.json (other platforms' optional ones too) leaves out Node 20.19.0", () => {
    const lock = readJson(join(repoRoot, "package-lock.json")) ?? {}
    const packages = (lock["packages"] ?? {}) as Record<string, Record<string, unknown>>
    const found: Array<Found> = Object.entries(packages).flatMap(([where, pkg]) => {
      const range = nodeRangeOf(pkg)
      return where === "" || range === undefined ? [] : [{ where, name: String(pkg["name"] ?? where), range }]
    })
    expect(found.length).toBeGreaterThan(50)
    expect(excluding(found, floor)).toEqual([])
  })
})

describe("checkNodeRange reads engines ranges the way npm does", () => {
  const includes = (range: string, version: string) => checkNodeRange(range, version)

  it.each([
    ["^22 || ^24 || >=26", "20.19.0", false], // nanoid 6, the package that made npm ci warn
    ["^22 || ^24 || >=26", "24.3.1", true],
    ["^18 || >=20", "20.19.0", true],
    ["^20.19.0 || >=22.12.0", "20.19.0", true],
    ["^20.19.0 || >=22.12.0", "20.18.9", false],
    ["^20.19.0 || >=22.12.0", "22.11.0", false],
    ["^20.19.0 || >=22.12.0", "22.12.0", true],
    [">= 20.19.0", "20.19.0", true],
    [">= 20.19.0", "20.18.0", false],
    [">= 14.6", "20.19.0", true],
    [">=20.20", "20.19.0", false],
    [">20", "20.19.0", false],
    [">20", "21.0.0", true],
    [">20.19.0", "20.19.0", false],
    ["<=20", "20.19.0", true],
    ["<20.19", "20.19.0", false],
    ["^10 || ^12 || ^13.7 || ^14 || >=15.0.1", "20.19.0", true],
    ["^12.20.0 || ^14.13.1 || >=16.0.0", "20.19.0", true],
    ["~20.18.0", "20.19.0", false],
    ["~20", "20.19.0", true],
    ["20.x", "20.19.0", true],
    ["20.x", "22.0.0", false],
    ["22", "20.19.0", false],
    ["*", "20.19.0", true],
    ["", "20.19.0", true],
    ["16 - 20.18", "20.19.0", false],
    ["16 - 20", "20.19.0", true],
    ["16 - 20.19.0", "20.19.0", true],
    [">=18 <20", "20.19.0", false],
    [">=18 <21", "20.19.0", true],
    ["^0.10.0", "0.10.5", true],
    ["^0.10.0", "0.11.0", false],
    ["^0.0.3", "0.0.4", false]
  ])("%s on %s: %s", (range, version, expected) => {
    expect(includes(range, version)).toEqual({ readable: true, includes: expected })
  })

  it("reports what it cannot read instead of letting it pass", () => {
    expect(includes(">=20.0.0-rc.1", "20.19.0").readable).toBe(false)
    expect(includes("node 20", "20.19.0").readable).toBe(false)
    expect(includes("=>20", "20.19.0").readable).toBe(false)
  })
})

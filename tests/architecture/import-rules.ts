// Layer rules of design.md: apps -> adapters -> core, core imports only effect.
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join, relative, resolve, dirname, sep } from "node:path"

export type Layer = "core" | "adapters" | "server" | "cli" | "web"

export interface ImportViolation {
  readonly file: string
  readonly specifier: string
  readonly reason: string
}

const SOURCE_FILE = /\.(ts|tsx|mts)$/
const IMPORT_PATTERNS = [
  /\bimport\s+(?:type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?["']([^"']+)["']/g,
  /\bexport\s+(?:type\s+)?[\w*{}\s,$]+\s+from\s+["']([^"']+)["']/g,
  /\bimport\(\s*["']([^"']+)["']\s*\)/g
]

export const importsOf = (source: string): ReadonlyArray<string> => {
  const found = new Set<string>()
  for (const pattern of IMPORT_PATTERNS) {
    for (const match of source.matchAll(pattern)) if (match[1]) found.add(match[1])
  }
  return [...found]
}

const layerRoots: Record<Layer, string> = {
  core: "core",
  adapters: "adapters",
  server: "apps/server",
  cli: "apps/cli",
  web: "apps/web"
}

const packageLayer: Record<string, Layer> = {
  "@initpack/core": "core",
  "@initpack/adapters": "adapters",
  "@initpack/server": "server",
  "@initpack/cli": "cli",
  "@initpack/web": "web"
}

// Which workspace layers each layer may import.
const allowed: Record<Layer, ReadonlyArray<Layer>> = {
  core: ["core"],
  adapters: ["core", "adapters"],
  server: ["core", "adapters", "server"],
  cli: ["core", "adapters", "cli"],
  web: ["core", "web"]
}

const layerOfPath = (repoRelative: string): Layer | undefined => {
  const normal = repoRelative.split(sep).join("/")
  return (Object.keys(layerRoots) as Layer[]).find(
    (layer) => normal === layerRoots[layer] || normal.startsWith(`${layerRoots[layer]}/`)
  )
}

/** Checks one import of a file in `layer`; `fileRel` is repo-relative. */
export const checkImport = (
  layer: Layer,
  fileRel: string,
  specifier: string
): string | undefined => {
  if (specifier.startsWith(".")) {
    const target = relative(".", join(dirname(fileRel), specifier))
    const targetLayer = layerOfPath(target)
    if (targetLayer === undefined) return `relative import leaves the workspaces (${target})`
    if (!allowed[layer].includes(targetLayer)) return `${layer} may not import ${targetLayer}`
    if (targetLayer !== layer) return `use the package name, not a relative path, to reach ${targetLayer}`
    return undefined
  }
  const workspace = Object.keys(packageLayer).find((name) => specifier === name || specifier.startsWith(`${name}/`))
  if (workspace) {
    const target = packageLayer[workspace]!
    return allowed[layer].includes(target) ? undefined : `${layer} may not import ${target}`
  }
  if (layer === "core") {
    return specifier === "effect" || specifier.startsWith("effect/") ? undefined : "core imports only effect"
  }
  if (layer === "web" && specifier.startsWith("node:")) return "the web app runs in the browser: no node: modules"
  return undefined
}

const walk = (dir: string, out: string[]): string[] => {
  let entries: string[]
  try {
    entries = readdirSync(dir)
  } catch {
    return out
  }
  for (const entry of entries) {
    if (entry === "node_modules" || entry === "dist") continue
    const full = join(dir, entry)
    if (statSync(full).isDirectory()) walk(full, out)
    else if (SOURCE_FILE.test(entry)) out.push(full)
  }
  return out
}

/** Scans the source folders of every layer under `repoRoot`. */
export const findViolations = (repoRoot: string): ImportViolation[] => {
  const violations: ImportViolation[] = []
  for (const layer of Object.keys(layerRoots) as Layer[]) {
    const srcDir = resolve(repoRoot, layerRoots[layer], "src")
    for (const file of walk(srcDir, [])) {
      const fileRel = relative(repoRoot, file)
      for (const specifier of importsOf(readFileSync(file, "utf8"))) {
        const reason = checkImport(layer, fileRel, specifier)
        if (reason) violations.push({ file: fileRel, specifier, reason })
      }
    }
  }
  return violations
}

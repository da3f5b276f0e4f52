import { existsSync } from "node:fs"
import { mkdir, writeFile } from "node:fs/promises"
import { dirname, relative, resolve, sep } from "node:path"
import { fileURLToPath } from "node:url"
import { UsageError } from "../cli-errors"
import { starterBrief } from "../init/starter-brief"
import type { CliIo } from "../io"
import { parseMethod } from "../options"

export interface InitOptions {
  readonly method?: string
  readonly force?: boolean
}

/** dist/brief.schema.json next to the bundle (this module may sit in dist/ or dist/chunks/). */
export const shippedSchemaPath = (): string | undefined => {
  for (const candidate of ["./brief.schema.json", "../brief.schema.json"]) {
    const path = fileURLToPath(new URL(candidate, import.meta.url))
    if (existsSync(path)) return path
  }
  return undefined
}

/** The schema as the brief's folder sees it: ./node_modules/@initpack/cli/dist/brief.schema.json when installed there. */
const schemaRef = (briefPath: string, schema: string): string => {
  const rel = relative(dirname(briefPath), schema).split(sep).join("/")
  return rel.startsWith(".") ? rel : `./${rel}`
}

/** `initpack init [file] [--method agile]`: writes a commented starter brief (brief.yaml), never over an existing file unless --force. */
export const runInit = async (file: string | undefined, options: InitOptions, io: CliIo): Promise<void> => {
  const method = parseMethod(options.method) ?? "waterfall"
  const path = resolve(file ?? "brief.yaml")
  if (existsSync(path) && options.force !== true) throw new UsageError({ message: `${file ?? "brief.yaml"} already exists (use --force to overwrite it)` })
  const schema = shippedSchemaPath()
  if (schema === undefined) throw new UsageError({ message: "init: brief.schema.json is missing next to the CLI bundle (build it with npm run build -w @initpack/cli)" })
  await mkdir(dirname(path), { recursive: true })
  await writeFile(path, starterBrief(method, schemaRef(path, schema)))
  const shown = file ?? "brief.yaml"
  io.stdout.write(`wrote ${shown} (${method} starter brief)\nnext: edit it, then initpack validate ${shown} && initpack pack ${shown} --out pack/\n`)
}

// LibreOffice Calc as a second reader of the CSV exports: `soffice --convert-to fods` opens each CSV as a
// spreadsheet would (comma, double quote, UTF-8; formulas evaluated, LibreOffice's default) and writes a flat
// OpenDocument file, whose cells say what Calc made of each field: a formula (table:formula), a number
// (office:value-type="float") or text. Skipped with a notice where soffice or Calc is missing (CI installs both).
import { spawnSync } from "node:child_process"
import { existsSync, readFileSync } from "node:fs"
import { basename, join } from "node:path"

/** True when LibreOffice with Calc is installed; prints why a test that needs it is skipped otherwise (CI runs it anyway). */
export const libreOfficeCalc = (what: string): boolean => {
  const ready = spawnSync("soffice", ["--version"], { stdio: "ignore" }).status === 0
  if (!ready && !process.env.CI) {
    console.warn(`${what}: soffice is missing, so the LibreOffice read-back is skipped (apt-get install libreoffice-calc-nogui; CI runs it)`)
  }
  return ready || process.env.CI !== undefined
}

/** One cell as Calc read it. */
export interface CalcCell {
  /** office:value-type: "string", "float", ... ("" for an empty cell) */
  readonly type: string
  /** office:value of a number */
  readonly value: string | undefined
  /** table:formula when Calc evaluated the field as a formula */
  readonly formula: string | undefined
  /** the text shown in the cell (paragraphs joined by a line break) */
  readonly text: string
}

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }
const decode = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (all, e: string) =>
    e.startsWith("#x") || e.startsWith("#X") ? String.fromCodePoint(parseInt(e.slice(2), 16)) : e.startsWith("#") ? String.fromCodePoint(Number(e.slice(1))) : (ENTITIES[e] ?? all)
  )
const attributes = (s: string): Map<string, string> => new Map([...s.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1]!, decode(m[2]!)]))

const paragraphText = (inner: string) =>
  decode(
    inner
      .replace(/<text:s(?:\s+text:c="(\d+)")?\s*\/>/g, (_, n?: string) => " ".repeat(Number(n ?? 1)))
      .replace(/<text:tab\s*\/>/g, "\t")
      .replace(/<text:line-break\s*\/>/g, "\n")
      .replace(/<[^>]+>/g, "")
  )

const cellOf = (attrs: string, inner: string | undefined): CalcCell => {
  const a = attributes(attrs)
  const paragraphs = [...(inner ?? "").matchAll(/<text:p\b[^>]*?(?:\/>|>([\s\S]*?)<\/text:p>)/g)].map((m) => paragraphText(m[1] ?? ""))
  return { type: a.get("office:value-type") ?? "", value: a.get("office:value"), formula: a.get("table:formula"), text: paragraphs.join("\n") }
}

/** The first sheet of a flat ODS file as rows of cells (repeated empty cells expanded, trailing empty ones dropped). */
export const readFods = (xml: string): Array<Array<CalcCell>> => {
  const sheet = /<table:table\b[\s\S]*?<\/table:table>/.exec(xml)?.[0] ?? ""
  const rows: Array<Array<CalcCell>> = []
  for (const row of sheet.matchAll(/<table:table-row\b[^>]*?(?:\/>|>([\s\S]*?)<\/table:table-row>)/g)) {
    const cells: Array<CalcCell> = []
    for (const m of (row[1] ?? "").matchAll(/<table:(?:covered-)?table-cell\b([^>]*?)(?:\/>|>([\s\S]*?)<\/table:(?:covered-)?table-cell>)/g)) {
      const cell = cellOf(m[1] ?? "", m[2])
      const repeat = Math.min(Number(attributes(m[1] ?? "").get("table:number-columns-repeated") ?? 1), 1024)
      for (let i = 0; i < repeat; i++) cells.push(cell)
    }
    while (cells.length > 0 && cells[cells.length - 1]!.type === "" && cells[cells.length - 1]!.text === "") cells.pop()
    if (cells.length > 0) rows.push(cells)
  }
  return rows
}

/**
 * Opens each CSV file with LibreOffice Calc (one office start, its own profile under `dir`) and returns each
 * file's first sheet as Calc read it, by file path.
 */
export const calcReadCsv = (dir: string, files: ReadonlyArray<string>): Map<string, Array<Array<CalcCell>>> => {
  const out = join(dir, "calc")
  const converted = spawnSync(
    "soffice",
    // CSV import options: comma, double quote, UTF-8 (76), from line 1; the rest as LibreOffice's defaults
    [`-env:UserInstallation=file://${join(dir, "profile")}`, "--headless", "--norestore", "--infilter=CSV:44,34,76,1", "--convert-to", "fods", "--outdir", out, ...files],
    { encoding: "utf8", timeout: 240_000 }
  )
  if (converted.status !== 0) throw new Error(`soffice --convert-to fods failed (${converted.status}; is Calc installed? apt-get install libreoffice-calc-nogui): ${converted.stderr}`)
  return new Map(
    files.map((file) => {
      const fods = join(out, basename(file).replace(/\.csv$/, ".fods"))
      if (!existsSync(fods)) throw new Error(`LibreOffice wrote no ${fods}: ${converted.stdout} ${converted.stderr}`)
      return [file, readFods(readFileSync(fods, "utf8"))] as const
    })
  )
}

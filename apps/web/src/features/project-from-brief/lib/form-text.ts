// The brief form's lists edited as lines of text: one deadline, amount or constraint a line; a person as "Name (Role)".
import type { BriefFormStakeholder } from "@initpack/core/brief/brief-form"

export const linesOf = (text: string): Array<string> => text.split("\n").map((l) => l.trim()).filter((l) => l.length > 0)

export const peopleText = (people: ReadonlyArray<BriefFormStakeholder>): string => people.map((p) => (p.role ? `${p.name} (${p.role})` : p.name)).join("\n")

export const peopleOf = (text: string): Array<BriefFormStakeholder> =>
  linesOf(text).map((line) => {
    const m = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(line)
    return m ? { name: m[1]!.trim(), role: m[2]!.trim() } : { name: line, role: "" }
  })

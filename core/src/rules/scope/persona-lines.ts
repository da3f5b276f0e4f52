// agile.md §2: personas are edited one line each as `name | jtbd | pains, comma separated`.
// Printing a parsed line and parsing it again gives the same persona, so a line saved and reloaded
// reads exactly as typed once it is in the printed form (trimmed parts, ", " between pains).

export interface PersonaLine {
  readonly name: string
  readonly jtbd: string
  readonly pains: ReadonlyArray<string>
}

const SEPARATOR = " | "

/** A persona from one line; null when the name (before the first `|`) is empty. Pains may contain `|`. */
export const parsePersonaLine = (line: string): PersonaLine | null => {
  const [name = "", jtbd = "", ...rest] = line.split("|")
  const trimmedName = name.trim()
  if (trimmedName === "") return null
  const pains = rest
    .join("|")
    .split(",")
    .map((pain) => pain.trim())
    .filter((pain) => pain !== "")
  return { name: trimmedName, jtbd: jtbd.trim(), pains }
}

/** One line for a persona; trailing empty parts are left out (`Ana`, `Ana | Books rooms`). */
export const printPersonaLine = (persona: PersonaLine): string => {
  const parts = [persona.name.trim(), persona.jtbd.trim(), persona.pains.map((p) => p.trim()).filter((p) => p !== "").join(", ")]
  while (parts.length > 1 && parts[parts.length - 1] === "") parts.pop()
  return parts.join(SEPARATOR)
}

/** The personas of many lines: blank and nameless lines dropped. */
export const parsePersonaLines = (lines: ReadonlyArray<string>): ReadonlyArray<PersonaLine> =>
  lines.flatMap((line) => parsePersonaLine(line) ?? [])

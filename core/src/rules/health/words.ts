// Word overlap between two lines of a pack (a deliverable and a task, a risk-context item and a risk):
// lower-case content words with a light plural/verb ending removed, stop words left out.

const STOP = new Set(
  "a an the and or of to for in on at by with from as into than that this these those its their our your is are was were be been will must can may all any each every per via not no new out up over after before within across be it we they".split(" ")
)

const stem = (w: string): string => w.replace(/(?:ies)$/, "y").replace(/(?:ing|ed|es|s)$/, "").replace(/e$/, "")

/** The content words of a line, stemmed: "Migrating the permit records" -> {migrat, permit, record}. */
export const contentWords = (line: string): ReadonlySet<string> =>
  new Set(
    line
      .toLowerCase()
      .replace(/['’]s\b/g, "")
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 2 && !STOP.has(w))
      .map(stem)
  )

/** How many of `a`'s content words `b` has. */
export const sharedWords = (a: ReadonlySet<string>, b: ReadonlySet<string>): number => {
  let n = 0
  for (const w of a) if (b.has(w)) n++
  return n
}

/** True when `other` carries at least half of `line`'s content words (and at least one, or two when it has more). */
export const covers = (line: ReadonlySet<string>, other: ReadonlySet<string>): boolean => {
  if (line.size === 0) return true
  const shared = sharedWords(line, other)
  return shared >= Math.min(2, line.size) && shared * 2 >= line.size
}

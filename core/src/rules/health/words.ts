// Word overlap between two lines of a pack (a deliverable and a task, a risk-context item and a risk):
// lower-case content words with a light plural/verb ending removed, stop words left out.

const STOP = new Set(
  "a an the and or of to for in on at by with from as into than that this these those its their our your is are was were be been will must can may could would should all any each every per via not no new out up over after before within across during it we they".split(" ")
)

// the first five letters stand for the word: "replacement" and "replace", "migrating" and "migration" meet
const stem = (w: string): string => w.slice(0, 5)

const WORD = /[a-z0-9]+/g

/** The content words of a line, stemmed: "Migrating the permit records" -> {migra, permi, recor}. */
export const contentWords = (line: string): ReadonlySet<string> => {
  // one pass over the words, no intermediate arrays: a 1,000-task plan reads every task's words
  const out = new Set<string>()
  const text = line.toLowerCase().replace(/['’]s\b/g, "")
  WORD.lastIndex = 0
  for (let m = WORD.exec(text); m !== null; m = WORD.exec(text)) {
    const w = m[0]
    if (w.length > 2 && !STOP.has(w)) out.add(stem(w))
  }
  return out
}

/** How many of `a`'s content words `b` has. */
export const sharedWords = (a: ReadonlySet<string>, b: ReadonlySet<string>): number => {
  let n = 0
  for (const w of a) if (b.has(w)) n++
  return n
}

/** True when `other` carries every content word of `line` (an exclusion restated by a task). */
export const containsAll = (line: ReadonlySet<string>, other: ReadonlySet<string>): boolean => line.size > 0 && sharedWords(line, other) === line.size

/** True when `a` and `b` share at least two thirds of each one's content words (two risks that say the same). */
export const nearlySame = (a: ReadonlySet<string>, b: ReadonlySet<string>): boolean => {
  const shared = sharedWords(a, b)
  return shared >= 2 && shared * 3 >= a.size * 2 && shared * 3 >= b.size * 2
}

/** True when `other` carries at least half of `line`'s content words (and at least one, or two when it has more). */
export const covers = (line: ReadonlySet<string>, other: ReadonlySet<string>): boolean => {
  if (line.size === 0) return true
  const shared = sharedWords(line, other)
  return shared >= Math.min(2, line.size) && shared * 2 >= line.size
}

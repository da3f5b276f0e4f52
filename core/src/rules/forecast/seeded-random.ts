/**
 * The forecast's own pseudo-random generator (docs/forecast.md): sfc32 (a 128-bit state "small
 * fast counting" generator) seeded through splitmix32. Only 32-bit integer arithmetic
 * (Math.imul, shifts, `| 0`), so a seed gives the same stream on every platform and Node version.
 */
export class SeededRandom {
  // the state is public so a hot loop can copy it into locals, draw, and store it back
  a: number
  b: number
  c: number
  d: number

  constructor(seed: number) {
    let s = seed >>> 0
    const split = (): number => {
      s = (s + 0x9e3779b9) | 0
      let z = s
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b)
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35)
      return (z ^ (z >>> 16)) >>> 0
    }
    this.a = split()
    this.b = split()
    this.c = split()
    this.d = 1
    for (let i = 0; i < 12; i++) this.nextUint32()
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0
    this.d = (this.d + 1) | 0
    this.a = this.b ^ (this.b >>> 9)
    this.b = (this.c + (this.c << 3)) | 0
    this.c = (this.c << 21) | (this.c >>> 11)
    this.c = (this.c + t) | 0
    return t >>> 0
  }

  /** A uniform number in [0, 1) with 32 random bits. */
  next(): number {
    return this.nextUint32() / 4294967296
  }
}

/** FNV-1a hash of a text (UTF-16 code units), as an unsigned 32-bit number. */
export const hashText = (text: string): number => {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return h >>> 0
}

/**
 * A seed as given (a whole number 0..2^32-1 is used as it is; any other number or text is hashed),
 * so `--seed 42` and `--seed release-3` both work.
 */
export const seedOf = (seed: number | string): number => {
  if (typeof seed === "number" && Number.isInteger(seed) && seed >= 0 && seed <= 0xffffffff) return seed
  if (typeof seed === "string" && /^\d{1,10}$/.test(seed.trim()) && Number(seed) <= 0xffffffff) return Number(seed)
  return hashText(String(seed))
}

/** The default seed of a project: its id and name, so a document regenerated from the same data shows the same numbers. */
export const projectSeed = (project: { readonly name: string; readonly id?: string | number | null }): number =>
  hashText(`initpack-forecast|${project.id ?? ""}|${project.name}`)

// Where a drafted line comes from (issue 33 point 1, issue 35): the brief's own words, the method or a knowledge
// pack, a computation with its formula, or an assumption a person must confirm.

export type ProvenanceKind = "brief" | "knowledge" | "computed" | "assumed"

export interface Provenance {
  readonly kind: ProvenanceKind
  /** The brief sentence the line rests on (brief). */
  readonly quote?: string
  /** The rule, rate or formula (computed): "60 officers at about AUD 180 each". */
  readonly rule?: string
  /** Why the line is assumed, or what the knowledge line is. */
  readonly reason?: string
  /** The brief's words a knowledge line was drawn in by (issue 33 point 1: knowledge + trigger words). */
  readonly triggers?: ReadonlyArray<string>
}

/** Provenance per review line key (core/src/rules/pack-review/review-lines.ts). */
export type ProvenanceMap = Readonly<Record<string, Provenance>>

export const PROVENANCE_LABELS: Readonly<Record<ProvenanceKind, string>> = {
  brief: "Brief",
  knowledge: "Knowledge",
  computed: "Computed",
  assumed: "Assumed"
}

/** What a marker's tooltip says: the quote, the rule or the reason. */
export const provenanceNote = (p: Provenance): string => {
  if (p.kind === "brief" && p.quote) return `From the brief: "${p.quote}"`
  if (p.kind === "computed" && p.rule) return `Computed: ${p.rule}`
  if (p.kind === "assumed") return `Assumed: ${p.reason ?? "not stated in the brief"}${p.quote ? ` (brief: "${p.quote}")` : ""}`
  return p.reason ?? "From the method and the knowledge packs"
}

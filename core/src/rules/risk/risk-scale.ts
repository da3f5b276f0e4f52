// Risk likelihood/impact scale (waterfall.md §9, agile.md §9): Very Low..Very High = 1..5.

import { RISK_LEVELS } from "../../schemas/enum-lists"

export const SCALE_LABELS = RISK_LEVELS

export type ScaleLabel = (typeof SCALE_LABELS)[number]
export type ScaleValue = 1 | 2 | 3 | 4 | 5

/** A stored likelihood or impact: a label (any case) or its number. */
export type ScaleInput = ScaleLabel | number | string

const byKey: ReadonlyMap<string, ScaleValue> = new Map(
  SCALE_LABELS.map((label, index) => [normaliseKey(label), (index + 1) as ScaleValue])
)

// "very high", "VERY_HIGH", "very-high" and " Very  High " are all the same label.
function normaliseKey(text: string): string {
  return text.trim().toLowerCase().replace(/[\s_-]+/g, " ")
}

const isScaleValue = (n: number): n is ScaleValue => Number.isInteger(n) && n >= 1 && n <= 5

/**
 * Reads a label (case-insensitive) or an integer 1..5 (number or numeric text).
 * Anything else (0, 6, 2.5, "Critical", "") is not on the scale: undefined.
 */
export function toScaleValue(input: ScaleInput | null | undefined): ScaleValue | undefined {
  if (typeof input === "number") return isScaleValue(input) ? input : undefined
  if (typeof input !== "string") return undefined
  const key = normaliseKey(input)
  const labelled = byKey.get(key)
  if (labelled !== undefined) return labelled
  if (/^\d+$/.test(key)) {
    const n = Number(key)
    return isScaleValue(n) ? n : undefined
  }
  return undefined
}

export function scaleLabel(value: ScaleValue): ScaleLabel {
  return SCALE_LABELS[value - 1] as ScaleLabel
}

/** The canonical label for any accepted input, else undefined. */
export function toScaleLabel(input: ScaleInput | null | undefined): ScaleLabel | undefined {
  const value = toScaleValue(input)
  return value === undefined ? undefined : scaleLabel(value)
}

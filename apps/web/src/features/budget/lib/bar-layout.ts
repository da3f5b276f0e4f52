// Layout of the horizontal bar chart: each group gets its own band (label and value on one line, the bar
// under them), so no text ever overlaps another; labels are shortened to leave room for the value.

export const FONT_SIZE = 13
/** A generous average glyph width for the UI's sans-serif at FONT_SIZE (digits and capitals included). */
export const CHAR_WIDTH = FONT_SIZE * 0.62
const GAP = 12
const BAR_HEIGHT = 12
const BAND = FONT_SIZE + 6 + BAR_HEIGHT + 14

export interface BarInput {
  readonly label: string
  readonly amount: number
  readonly value: string
}

export interface TextBox {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

export interface BarRow {
  readonly label: string
  readonly fullLabel: string
  readonly value: string
  /** Baseline of the label and the value. */
  readonly textY: number
  readonly barY: number
  readonly barWidth: number
  readonly barHeight: number
  readonly labelBox: TextBox
  readonly valueBox: TextBox
}

export const textWidth = (text: string): number => text.length * CHAR_WIDTH

/** Shortens to at most `chars` characters with an ellipsis. */
export const shorten = (text: string, chars: number): string => {
  if (text.length <= chars) return text
  if (chars <= 1) return "…"
  return `${text.slice(0, chars - 1).trimEnd()}…`
}

export const barLayout = (bars: ReadonlyArray<BarInput>, width: number): { readonly rows: ReadonlyArray<BarRow>; readonly height: number } => {
  const max = Math.max(0, ...bars.map((b) => b.amount))
  const rows = bars.map((bar, i): BarRow => {
    const top = i * BAND
    const valueWidth = textWidth(bar.value)
    const room = Math.max(0, width - valueWidth - GAP)
    const label = shorten(bar.label, Math.floor(room / CHAR_WIDTH))
    const textY = top + FONT_SIZE
    return {
      label,
      fullLabel: bar.label,
      value: bar.value,
      textY,
      barY: top + FONT_SIZE + 6,
      barWidth: max > 0 ? Math.max(bar.amount > 0 ? 2 : 0, (Math.max(0, bar.amount) / max) * width) : 0,
      barHeight: BAR_HEIGHT,
      labelBox: { x: 0, y: top, width: textWidth(label), height: FONT_SIZE + 2 },
      valueBox: { x: width - valueWidth, y: top, width: valueWidth, height: FONT_SIZE + 2 }
    }
  })
  return { rows, height: bars.length * BAND }
}

export const overlaps = (a: TextBox, b: TextBox): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

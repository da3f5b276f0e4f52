// A chart laid out once as simple shapes; SVG, pdfkit and PNG backends only paint them.

export type Shape =
  | { readonly kind: "rect"; readonly x: number; readonly y: number; readonly w: number; readonly h: number; readonly fill: string; readonly stroke?: string }
  | { readonly kind: "circle"; readonly cx: number; readonly cy: number; readonly r: number; readonly fill: string; readonly stroke?: string }
  | { readonly kind: "polygon"; readonly points: ReadonlyArray<readonly [number, number]>; readonly fill: string; readonly stroke?: string }
  | { readonly kind: "line"; readonly x1: number; readonly y1: number; readonly x2: number; readonly y2: number; readonly stroke: string; readonly width: number; readonly dashed?: boolean }
  | {
      readonly kind: "text"
      readonly x: number
      /** Baseline. */
      readonly y: number
      readonly text: string
      readonly size: number
      readonly anchor: "start" | "middle" | "end"
      readonly fill: string
      readonly bold?: boolean
      readonly rotate?: number
      /** The full text when `text` is shortened (an SVG tooltip). */
      readonly title?: string
    }

export interface Drawing {
  readonly width: number
  readonly height: number
  /** Accessible description. */
  readonly title: string
  readonly shapes: ReadonlyArray<Shape>
}

export const INK = "#1f2933"
export const MUTED = "#6b7280"
export const GRID = "#d1d5db"

/** RAG colours by label (waterfall.md §9 bands). */
export const RAG_COLOURS: Record<string, string> = {
  "Very Low": "#2e7d32",
  Low: "#8bc34a",
  Medium: "#fbc02d",
  High: "#f57c00",
  "Very High": "#c62828"
}

/** Shortens a label to about `max` characters for a fixed-width column. */
export const clip = (text: string, max: number): string => (text.length <= max ? text : `${text.slice(0, max - 1)}…`)

import type { Chart } from "@initpack/core/document/model"
import { inputCache } from "../../input-caches"
import { chartDrawing } from "./chart-drawing"
import type { Drawing } from "./drawing"
import { drawingToPng } from "./png"
import { drawingToSvg } from "./svg"

// A pack shows the same chart in several documents (the heat map in the PID, the RAID and the SOW), and
// the HTML, DOCX and PDF of one document draw it again. Each chart is laid out and painted once per
// process, keyed by its data; the PNG is painted only when a DOCX asks for it.
const LIMIT = 64

export interface ChartImages {
  readonly drawing: Drawing
  readonly svg: string
  /** The SVG as UTF-8 bytes, for the DOCX media part. */
  readonly svgBytes: Uint8Array
  /** PNG fallback, painted on first use. */
  readonly png: () => Uint8Array
}

const cache = inputCache<string, ChartImages>()

const make = (chart: Chart): ChartImages => {
  const drawing = chartDrawing(chart)
  const svg = drawingToSvg(drawing)
  let png: Uint8Array | undefined
  return { drawing, svg, svgBytes: new TextEncoder().encode(svg), png: () => (png ??= drawingToPng(drawing)) }
}

export const chartImages = (chart: Chart): ChartImages => {
  const key = JSON.stringify(chart)
  const hit = cache.get(key)
  if (hit !== undefined) return hit
  if (cache.size >= LIMIT) cache.delete(cache.keys().next().value as string)
  const images = make(chart)
  cache.set(key, images)
  return images
}

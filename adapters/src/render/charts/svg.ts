import type { Drawing, Shape } from "./drawing"
import { escapeXml } from "../escape"

const n = (v: number): string => String(Math.round(v * 100) / 100)

const shapeSvg = (s: Shape): string => {
  switch (s.kind) {
    case "rect":
      return `<rect x="${n(s.x)}" y="${n(s.y)}" width="${n(s.w)}" height="${n(s.h)}" fill="${s.fill}"${s.stroke ? ` stroke="${s.stroke}"` : ""}/>`
    case "circle":
      return `<circle cx="${n(s.cx)}" cy="${n(s.cy)}" r="${n(s.r)}" fill="${s.fill}"${s.stroke ? ` stroke="${s.stroke}"` : ""}/>`
    case "polygon":
      return `<polygon points="${s.points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ")}" fill="${s.fill}"${s.stroke ? ` stroke="${s.stroke}" stroke-width="1.5"` : ""}/>`
    case "line":
      return `<line x1="${n(s.x1)}" y1="${n(s.y1)}" x2="${n(s.x2)}" y2="${n(s.y2)}" stroke="${s.stroke}" stroke-width="${n(s.width)}"${s.dashed ? ` stroke-dasharray="3 3"` : ""}/>`
    case "text": {
      const transform = s.rotate ? ` transform="rotate(${s.rotate} ${n(s.x)} ${n(s.y)})"` : ""
      const text = `<text x="${n(s.x)}" y="${n(s.y)}" font-size="${n(s.size)}" text-anchor="${s.anchor}" fill="${s.fill}"${s.bold ? ` font-weight="bold"` : ""}${transform}>${escapeXml(s.text)}</text>`
      return s.title === undefined ? text : `<g><title>${escapeXml(s.title)}</title>${text}</g>`
    }
  }
}

/** Standalone SVG text (with xmlns) of a drawing. */
export const drawingToSvg = (d: Drawing): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${n(d.width)}" height="${n(d.height)}" viewBox="0 0 ${n(d.width)} ${n(d.height)}" role="img" aria-label="${escapeXml(d.title)}" font-family="Helvetica, Arial, sans-serif"><title>${escapeXml(d.title)}</title>${d.shapes.map(shapeSvg).join("")}</svg>`

import { crc32, deflateSync } from "node:zlib"
import type { Drawing } from "./drawing"
import { glyphPixels, pixelScale, textWidth } from "./png-font"

// A small rasteriser for the DOCX fallback image (Word versions without SVG support).
// It paints rectangles, circles, polygons and lines, and the labels in a 5 x 7 pixel font
// (png-font.ts): plainer than the SVG's, but every label is there.

const rgb = (hex: string): readonly [number, number, number] => {
  const h = hex.replace("#", "")
  return [parseInt(h.slice(0, 2), 16) || 0, parseInt(h.slice(2, 4), 16) || 0, parseInt(h.slice(4, 6), 16) || 0]
}

export const drawingToPng = (d: Drawing, scale = 1): Uint8Array => {
  const width = Math.ceil(d.width * scale)
  const height = Math.ceil(d.height * scale)
  const px = new Uint8Array(width * height * 3).fill(255)
  const set = (x: number, y: number, c: readonly [number, number, number]) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return
    const i = (y * width + x) * 3
    px[i] = c[0]
    px[i + 1] = c[1]
    px[i + 2] = c[2]
  }
  // the first row pixel by pixel, the others copied from it (charts are mostly rectangles)
  const fillRect = (x: number, y: number, w: number, h: number, c: readonly [number, number, number]) => {
    const x1 = Math.max(0, Math.round(x * scale))
    const x2 = Math.min(width, Math.round((x + w) * scale))
    const y1 = Math.max(0, Math.round(y * scale))
    const y2 = Math.min(height, Math.round((y + h) * scale))
    if (x1 >= x2 || y1 >= y2) return
    for (let xx = x1; xx < x2; xx++) set(xx, y1, c)
    const from = (y1 * width + x1) * 3
    const end = (y1 * width + x2) * 3
    for (let yy = y1 + 1; yy < y2; yy++) px.copyWithin((yy * width + x1) * 3, from, end)
  }
  for (const s of d.shapes) {
    switch (s.kind) {
      case "rect":
        fillRect(s.x, s.y, s.w, s.h, rgb(s.fill))
        break
      case "circle": {
        const c = rgb(s.fill)
        const r = s.r * scale
        for (let yy = Math.floor(s.cy * scale - r); yy <= Math.ceil(s.cy * scale + r); yy++)
          for (let xx = Math.floor(s.cx * scale - r); xx <= Math.ceil(s.cx * scale + r); xx++)
            if ((xx - s.cx * scale) ** 2 + (yy - s.cy * scale) ** 2 <= r * r) set(xx, yy, c)
        break
      }
      case "polygon": {
        const c = rgb(s.fill === "#ffffff" && s.stroke ? s.stroke : s.fill)
        const pts = s.points.map(([x, y]) => [x * scale, y * scale] as const)
        const ys = pts.map((p) => p[1])
        for (let yy = Math.floor(Math.min(...ys)); yy <= Math.ceil(Math.max(...ys)); yy++) {
          const xs: Array<number> = []
          pts.forEach((a, i) => {
            const b = pts[(i + 1) % pts.length] as readonly [number, number]
            if ((a[1] <= yy && b[1] > yy) || (b[1] <= yy && a[1] > yy)) xs.push(a[0] + ((yy - a[1]) / (b[1] - a[1])) * (b[0] - a[0]))
          })
          xs.sort((p, q) => p - q)
          for (let k = 0; k + 1 < xs.length; k += 2)
            for (let xx = Math.round(xs[k] as number); xx < Math.round(xs[k + 1] as number); xx++) set(xx, yy, c)
        }
        break
      }
      case "line": {
        const c = rgb(s.stroke)
        const steps = Math.max(Math.abs(s.x2 - s.x1), Math.abs(s.y2 - s.y1)) * scale
        for (let k = 0; k <= steps; k++) {
          if (s.dashed && Math.floor(k / (3 * scale)) % 2 === 1) continue
          const t = steps === 0 ? 0 : k / steps
          set(Math.round((s.x1 + (s.x2 - s.x1) * t) * scale), Math.round((s.y1 + (s.y2 - s.y1) * t) * scale), c)
        }
        break
      }
      case "text": {
        const c = rgb(s.fill)
        const k = pixelScale(s.size * scale)
        const w = textWidth(s.text, k)
        const start = s.anchor === "middle" ? -w / 2 : s.anchor === "end" ? -w : 0
        const x0 = s.x * scale
        const y0 = s.y * scale
        // the SVG text sits on its baseline; rotation (only multiples of 90 degrees) turns about (x, y)
        const turn = (((Math.round((s.rotate ?? 0) / 90) % 4) + 4) % 4) as 0 | 1 | 2 | 3
        glyphPixels(s.text, k, s.bold === true, (u, v) => {
          // per lit pixel: no pair allocated
          const a = start + u
          const dx = turn === 0 ? a : turn === 1 ? -v : turn === 2 ? -a : v
          const dy = turn === 0 ? v : turn === 1 ? a : turn === 2 ? -v : -a
          set(Math.round(x0 + dx), Math.round(y0 + dy), c)
        })
        break
      }
    }
  }
  const raw = new Uint8Array((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0
    raw.set(px.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1)
  }
  const chunk = (type: string, data: Uint8Array): Buffer => {
    const head = Buffer.alloc(8)
    head.writeUInt32BE(data.length, 0)
    head.write(type, 4, "ascii")
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0)
    return Buffer.concat([head, data, crc])
  }
  // level 1: flat-colour charts deflate about 5 times faster than at the default 6, for files 1.5-2 times as
  // large (4.9 kB -> 7.3 kB for a 410 x 422 chart); this was the largest single cost of a pack's DOCX
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = 2 // colour type RGB
  return new Uint8Array(
    Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", deflateSync(raw, { level: 1 })), chunk("IEND", new Uint8Array(0))])
  )
}

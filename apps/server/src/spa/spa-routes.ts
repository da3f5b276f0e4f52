// Serves the built web app (apps/web/dist) with an SPA fallback: any GET that is not a file and not
// under /api answers index.html so client routes (/app/projects, /login, ...) load the app.
import { Hono } from "hono"
import { serveStatic } from "@hono/node-server/serve-static"
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"

const isApiPath = (path: string): boolean => path === "/api" || path.startsWith("/api/")

// Client routes never end in a file extension; a missing /demo-media/x.jpg or /favicon.png is a real 404.
const looksLikeFile = (path: string): boolean => path.startsWith("/assets/") || /\.[A-Za-z0-9]{1,8}$/.test(path)

const NOT_BUILT =
  "The web app is not built yet. Run `npm run build -w @initpack/web` (or `npm start`, which builds it)."

export const spaRoutes = (distDir: string): Hono => {
  const app = new Hono()
  const indexPath = join(distDir, "index.html")
  let indexHtml: string | undefined

  const readIndex = (): string | undefined => {
    if (indexHtml === undefined && existsSync(indexPath)) indexHtml = readFileSync(indexPath, "utf8")
    return indexHtml
  }

  const files = serveStatic({ root: distDir, precompressed: true })

  app.use("*", async (c, next) => {
    if (isApiPath(c.req.path)) return next()
    if (c.req.path.startsWith("/assets/")) c.header("Cache-Control", "public, max-age=31536000, immutable")
    else c.header("Cache-Control", "no-cache")
    return files(c, next)
  })

  app.get("*", (c) => {
    if (isApiPath(c.req.path)) return c.json({ error: "Not found" }, 404)
    // A missing asset or file is a real 404, not the app shell.
    if (looksLikeFile(c.req.path)) return c.text("Not found", 404)
    const html = readIndex()
    if (html === undefined) return c.text(NOT_BUILT, 503)
    c.header("Cache-Control", "no-cache")
    return c.html(html)
  })

  return app
}

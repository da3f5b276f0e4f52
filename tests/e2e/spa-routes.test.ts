// The static sub-app that serves the built web app beside the API (apps/server/src/spa).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { spaRoutes } from "../../apps/server/src/spa/spa-routes"
import { isWebBuilt, webDistDir } from "../../apps/server/src/spa/web-dist"

const dist = mkdtempSync(join(tmpdir(), "initpack-spa-"))
mkdirSync(join(dist, "assets"))
writeFileSync(join(dist, "index.html"), "<!doctype html><div id=root></div>")
writeFileSync(join(dist, "assets", "app-1a2b.js"), "console.log(1)")
writeFileSync(join(dist, "favicon.svg"), "<svg/>")
const app = spaRoutes(dist)

afterAll(() => rmSync(dist, { recursive: true, force: true }))

describe("spaRoutes: built files, SPA fallback, /api left to the API", () => {
  it("serves files with long caching for hashed assets", async () => {
    const res = await app.request("/assets/app-1a2b.js")
    expect(res.status).toBe(200)
    expect(await res.text()).toBe("console.log(1)")
    expect(res.headers.get("cache-control")).toContain("immutable")
    expect((await app.request("/favicon.svg")).headers.get("content-type")).toContain("image/svg")
  })

  it("answers index.html for client routes (platform.md §2 routes), never cached", async () => {
    for (const path of ["/", "/login", "/app/projects/archived", "/app/scope?project=x", "/anything/else"]) {
      const res = await app.request(path)
      expect(res.status).toBe(200)
      expect(res.headers.get("content-type")).toContain("text/html")
      expect(await res.text()).toContain('<div id=root>')
      expect(res.headers.get("cache-control")).toBe("no-cache")
    }
  })

  it("keeps /api/* out of the fallback and 404s a missing asset", async () => {
    const api = await app.request("/api/unknown")
    expect(api.status).toBe(404)
    expect(await api.json()).toEqual({ error: "Not found" })
    expect((await app.request("/assets/missing.js")).status).toBe(404)
    // any missing path that names a file (a demo frame, an icon) is a 404 too, never the app shell
    for (const path of ["/demo-media/scope/99-missing.jpg", "/favicon.png", "/robots.txt"]) {
      const res = await app.request(path)
      expect(res.status, path).toBe(404)
      expect(res.headers.get("content-type") ?? "", path).not.toContain("text/html")
    }
    // client routes still get the app shell
    expect((await app.request("/demo/scope")).status).toBe(200)
  })

  it("explains how to build when there is no build", async () => {
    const empty = mkdtempSync(join(tmpdir(), "initpack-spa-empty-"))
    expect(isWebBuilt(empty)).toBe(false)
    const res = await spaRoutes(empty).request("/login")
    expect(res.status).toBe(503)
    expect(await res.text()).toContain("npm run build -w @initpack/web")
    rmSync(empty, { recursive: true, force: true })
  })

  it("finds the build in apps/web/dist unless WEB_DIST_DIR says otherwise", () => {
    expect(webDistDir({}).replace(/\\/g, "/")).toMatch(/apps\/web\/dist$/)
    expect(webDistDir({ WEB_DIST_DIR: "/srv/web" })).toBe("/srv/web")
  })
})

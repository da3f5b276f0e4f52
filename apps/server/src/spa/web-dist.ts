// Where the built web app lives, and building it when it is missing (so `npm start` serves the whole app).
import { execFileSync } from "node:child_process"
import { existsSync } from "node:fs"
import { join, resolve } from "node:path"

/** apps/web/dist, resolved from this file so the working directory does not matter. */
export const defaultWebDistDir = (): string => resolve(import.meta.dirname, "../../../web/dist")

export const isWebBuilt = (distDir: string): boolean => existsSync(join(distDir, "index.html"))

/**
 * Builds apps/web with Vite when `distDir` has no index.html (about 3 s); returns distDir.
 * Set WEB_DIST_DIR to serve a build from elsewhere; the build only runs for the default folder.
 */
export const ensureWebBuilt = (distDir: string = process.env.WEB_DIST_DIR ?? defaultWebDistDir(), log: (line: string) => void = console.log): string => {
  if (isWebBuilt(distDir) || resolve(distDir) !== defaultWebDistDir()) return distDir
  log("Building the web app (apps/web) once: npm run build -w @initpack/web")
  execFileSync("npx", ["vite", "build", "--logLevel", "warn"], { cwd: resolve(distDir, ".."), stdio: "inherit" })
  return distDir
}

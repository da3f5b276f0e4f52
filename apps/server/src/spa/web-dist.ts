// Where the built web app lives (`npm start` builds it when missing; see scripts/start.mjs).
import { existsSync } from "node:fs"
import { join, resolve } from "node:path"

/** apps/web/dist (or WEB_DIST_DIR), resolved from this file so the working directory does not matter. */
export const webDistDir = (env: NodeJS.ProcessEnv = process.env): string =>
  env.WEB_DIST_DIR?.trim() || resolve(import.meta.dirname, "../../../web/dist")

export const isWebBuilt = (distDir: string): boolean => existsSync(join(distDir, "index.html"))

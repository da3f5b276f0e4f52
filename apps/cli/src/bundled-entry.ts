import { existsSync } from "node:fs"
import { fileURLToPath } from "node:url"

/** dist/<name>.js next to the bundle (the caller may sit in dist/ or dist/chunks/); none when run from source. */
export const bundledEntry = (name: string, from: string): string | undefined => {
  if (!from.endsWith(".js")) return undefined
  for (const candidate of [`./${name}.js`, `../${name}.js`]) {
    const path = fileURLToPath(new URL(candidate, from))
    if (existsSync(path)) return path
  }
  return undefined
}

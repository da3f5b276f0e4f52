import type { CliIo } from "../io"
import { loadBrief } from "../read-brief"

/** `initpack validate <brief>`: checks the brief against the Schema; errors name the field path (exit 1). */
export const runValidate = async (source: string, options: { readonly json?: boolean }, io: CliIo): Promise<void> => {
  const brief = await loadBrief(source, io.stdin)
  const method = brief.project.method ?? "waterfall"
  if (options.json === true) io.stdout.write(`${JSON.stringify({ ok: true, project: brief.project.name, method }, null, 2)}\n`)
  else io.stdout.write(`${source === "-" ? "(stdin)" : source}: valid brief for "${brief.project.name}" (${method})\n`)
}

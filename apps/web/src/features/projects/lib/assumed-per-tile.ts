// Issue 35: the workspace tile that holds each review module's lines (epics and stories are the backlog; the
// execution summary has no tile of its own and is not counted).
const TILE_OF: Readonly<Record<string, string>> = { epics: "backlog", stories: "backlog" }

/** Assumed lines per workspace tile key, from the per-module counts of GET /projects/{id}/provenance. */
export const assumedPerTile = (assumed: Readonly<Record<string, number>>): Readonly<Record<string, number>> => {
  const out: Record<string, number> = {}
  for (const [module, count] of Object.entries(assumed)) {
    const tile = TILE_OF[module] ?? module
    out[tile] = (out[tile] ?? 0) + count
  }
  return out
}

import type { CommsPlanInput } from "../../document/artefacts"
import { plural } from "./step"

export const commsSummary = (c: CommsPlanInput): string =>
  `${plural(c.channels?.length ?? 0, "channel")}, ${plural(c.audiences?.length ?? 0, "audience")}, ${plural(c.governance?.length ?? 0, "forum")}`

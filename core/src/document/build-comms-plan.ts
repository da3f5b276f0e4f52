import type { ProjectArtefacts } from "./artefacts"
import type { Block } from "./model"
import { commsSections } from "./sections/comms-sections"

/** Comms Plan 1-pager: the short plan's six sections, no page breaks. */
export const buildCommsPlan = (a: ProjectArtefacts): ReadonlyArray<Block> => commsSections(a.comms, 1)

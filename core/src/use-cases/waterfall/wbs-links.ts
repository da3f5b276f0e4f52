import type { WbsLinkRecord } from "../../ports/waterfall/wbs-repository"
import { checkRowLinks, rowLinkLabel, type OwnLink } from "../planning/row-links"
import type { WbsTreeRow } from "./wbs-tree"

// The WBS's task links: the shared rules of use-cases/planning/row-links.ts on rows named by `task`.
export { requestedRowLinks as requestedLinks, rowLinksView as linksView, storedTaskLinks as taskLinks, withOwnLinks } from "../planning/row-links"

export type WbsLink = OwnLink

/** How link errors name a row: its outline number and task, e.g. `3 (Build)`. */
export const linkLabel = (rows: ReadonlyArray<WbsTreeRow>) => rowLinkLabel(rows, (r) => r.task)

/** The engine's verdict on a tree and its links (cycle, missing task, self link); the base date does not matter. */
export const checkLinks = (rows: ReadonlyArray<WbsTreeRow>, links: ReadonlyArray<WbsLinkRecord>, baseStart: string): { readonly message: string } | null =>
  checkRowLinks(rows, links, linkLabel(rows), baseStart)

import type { ScheduleLinkRecord } from "../../ports/agile/schedule-task-repository"
import type { NetworkRow } from "../../rules/planning/network/schedule-network"
import type { TreeRow } from "../../rules/planning/tree/tree-types"
import { checkRowLinks, rowLinkLabel, type OwnLink } from "../planning/row-links"

// Task links of agile schedule rows (issue 22): the WBS's notation, checks and messages
// (use-cases/planning/row-links.ts) on rows that carry a `title`.
export { requestedRowLinks as requestedScheduleLinks, rowLinksView as scheduleLinksView, storedTaskLinks as scheduleTaskLinks } from "../planning/row-links"

export type ScheduleLink = OwnLink

interface TitledRow extends TreeRow {
  readonly title: string
}

/** How link errors name a row: its WBS number and title, e.g. `3 (Build)`, as the WBS does. */
export const scheduleLinkLabel = <R extends TitledRow>(rows: ReadonlyArray<R>) => rowLinkLabel(rows, (r) => r.title)

/** The engine's verdict on rows (display order) and links: cycle, missing task, self link; null when they hold. */
export const checkScheduleLinks = (rows: ReadonlyArray<TitledRow & NetworkRow>, links: ReadonlyArray<ScheduleLinkRecord>): { readonly message: string } | null =>
  checkRowLinks(rows, links, scheduleLinkLabel(rows))

import type { DocumentKind } from "../../document/model"
import { fileDate } from "../../rules/risk/file-date"
import { projectFileSlug } from "../../rules/risk/project-file-slug"

// Same {project} and {date} parts as the CSV exports (waterfall.md §9): pid_{project}_{date}.pdf.

const day = (now: Date): string => fileDate(now) ?? "undated"

/** {doc_type}_{project}_{date}.{extension}, e.g. pid_Harbour_App_2026-03-02.pdf. */
export const reportFileName = (kind: DocumentKind, projectName: string, now: Date, extension: string): string =>
  `${kind}_${projectFileSlug(projectName)}_${day(now)}.${extension}`

/** initiation_pack_{project}_{date}_{format}.zip, e.g. initiation_pack_Harbour_App_2026-03-02_pdf.zip. */
export const packFileName = (projectName: string, now: Date, format: string): string =>
  `initiation_pack_${projectFileSlug(projectName)}_${day(now)}_${format}.zip`

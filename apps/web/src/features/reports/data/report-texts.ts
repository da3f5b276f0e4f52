// Screen copy of Reports & Initiation Pack; the §2 notes themselves come from core/src/messages/reports.ts.

export const WORD_HTML_DIFFER = "Word and HTML previews can differ."
export const NO_PROJECT = "Open this page from a project: it needs a project name or id."
export const PREVIEW_UNAVAILABLE = "No preview to show."
export const READINESS_LEAD = "Documents are built from the earlier modules, so a module that is still empty prints a short line in its place."
export const HASH_COPIED = "Hash copied."
export const HASH_COPY_FAILED = "Could not copy; select the hash and copy it."
// issue 34: the optional "Review findings" appendix (off by default)
export const INCLUDE_FINDINGS = "Include review findings"
export const INCLUDE_ASSUMPTIONS = "Include assumptions to confirm"
export const INCLUDE_ASSUMPTIONS_HINT =
  "Adds the lines that still rest on an assumption (a proposed board role not yet named, a cost at an assumed figure) as an appendix to the PID (agile: the overview) and the SOW."
export const INCLUDE_FINDINGS_HINT = "Adds the health check's findings as an appendix to the PID (agile: the overview) and the SOW, in the preview, the downloads and the pack."

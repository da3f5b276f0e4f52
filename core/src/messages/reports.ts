// Reports texts (waterfall.md §2, §8; agile.md §8).

export const REPORTS_ARE_DRAFTS = "Reports are drafts; previews and documents may not match."
export const PDF_NEEDS_SERVER_RENDERER = "PDF needs a server-side renderer; HTML preview is the fallback."

// issue 36: a comment is anchored to its section's heading, so it stays put when the pack is re-rendered.

/** The anchor of a section heading: lower case, letters and digits joined by single dashes ("3. Scope" -> "3-scope"). */
export const sectionAnchor = (heading: string): string =>
  heading
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80) || "section"

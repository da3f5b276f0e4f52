/**
 * Safe {project} part of an export file name (risk and budget CSV).
 * Convention: keep ASCII letters, digits and "-" (case kept); every run of other
 * characters (spaces, "_", punctuation, accents, emoji) becomes one "_"; leading and
 * trailing "_" are trimmed; at most 60 characters; an empty result becomes "project".
 * ASCII only, so the name is safe in a Content-Disposition header and on any file system.
 */
export const PROJECT_SLUG_MAX_LENGTH = 60
export const PROJECT_SLUG_FALLBACK = "project"

export function projectFileSlug(projectName: string): string {
  const slug = projectName
    .replace(/[^A-Za-z0-9-]+/g, "_") // "_" runs collapse too: "a__b" -> "a_b"
    .replace(/^_+|_+$/g, "")
    .slice(0, PROJECT_SLUG_MAX_LENGTH)
    .replace(/_+$/, "")
  return slug === "" ? PROJECT_SLUG_FALLBACK : slug
}

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }

/** Escapes text for HTML/XML content and attribute values. */
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c)

import { parse } from "yaml"

// YAML 1.2 core schema: an unquoted 2026-03-02 stays the text "2026-03-02". Its own module so the
// YAML parser loads only when a text is YAML (read-brief.ts imports it on demand).
export const parseYamlText = (text: string): unknown => parse(text, { prettyErrors: true })

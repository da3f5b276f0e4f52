import type { RagLabel } from "@initpack/core/rules/risk/risk-rag"

/** CSS modifier of a RAG badge: red for Very High and High, amber for Medium, green for Low and Very Low. */
export const ragTone = (label: RagLabel): "red" | "amber" | "green" => {
  if (label === "Very High" || label === "High") return "red"
  if (label === "Medium") return "amber"
  return "green"
}

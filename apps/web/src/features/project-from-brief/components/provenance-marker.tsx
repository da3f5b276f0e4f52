import { useId, useState } from "react"
import { PROVENANCE_LABELS, provenanceNote, type Provenance } from "@initpack/core/drafting/provenance/provenance"

/**
 * A drafted line's source as a word (brief / knowledge / computed / assumed); hovering or focusing it shows the
 * quote, rule or reason, and Escape hides it again until the pointer or focus leaves (WCAG 1.4.13).
 */
export const ProvenanceMarker = ({ provenance }: { readonly provenance: Provenance }) => {
  const tipId = useId()
  const [dismissed, setDismissed] = useState(false)
  return (
    <span className={dismissed ? "provenance provenance-dismissed" : "provenance"} onMouseLeave={() => setDismissed(false)}>
      <button
        type="button"
        className={`provenance-marker provenance-${provenance.kind}`}
        aria-describedby={tipId}
        data-provenance={provenance.kind}
        onKeyDown={(e) => {
          if (e.key === "Escape") setDismissed(true)
        }}
        onBlur={() => setDismissed(false)}
      >
        {PROVENANCE_LABELS[provenance.kind]}
      </button>
      <span role="tooltip" id={tipId} className="provenance-tip">
        {provenanceNote(provenance)}
      </span>
    </span>
  )
}

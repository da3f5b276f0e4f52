import { useId } from "react"
import { PROVENANCE_LABELS, provenanceNote, type Provenance } from "@initpack/core/drafting/provenance/provenance"

/** A drafted line's source as a word (brief / knowledge / computed / assumed); hovering or focusing it shows the quote, rule or reason. */
export const ProvenanceMarker = ({ provenance }: { readonly provenance: Provenance }) => {
  const tipId = useId()
  return (
    <span className="provenance">
      <button type="button" className={`provenance-marker provenance-${provenance.kind}`} aria-describedby={tipId} data-provenance={provenance.kind}>
        {PROVENANCE_LABELS[provenance.kind]}
      </button>
      <span role="tooltip" id={tipId} className="provenance-tip">
        {provenanceNote(provenance)}
      </span>
    </span>
  )
}

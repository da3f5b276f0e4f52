import type { Approach } from "@initpack/core/schemas/enum-lists"
import { APPROACH_HINT, APPROACH_LABELS } from "../data/comms-texts"
import { COMMS_APPROACHES } from "../lib/comms-approach"

export interface ApproachPickerProps {
  readonly value: Approach
  readonly disabled: boolean
  readonly onChange: (approach: Approach) => void
}

/** Waterfall or Agile (waterfall.md §2); a change resets the prefill and the loaded plan (§4). */
export const ApproachPicker = ({ value, disabled, onChange }: ApproachPickerProps) => (
  <fieldset className="ui-field comms-approach" aria-describedby="comms-approach-hint">
    <legend className="ui-label">Approach</legend>
    <div className="ui-radio-group">
      {COMMS_APPROACHES.map((a) => (
        <label key={a} className="ui-radio">
          <input type="radio" name="comms-approach" value={a} checked={value === a} disabled={disabled} onChange={() => onChange(a)} />
          {APPROACH_LABELS[a]}
        </label>
      ))}
    </div>
    <span className="ui-hint" id="comms-approach-hint">
      {APPROACH_HINT}
    </span>
  </fieldset>
)

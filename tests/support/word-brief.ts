// A Word (.docx) brief made with the `docx` package, as a sponsor would write one: a title heading and paragraphs.
import { Document, HeadingLevel, Packer, Paragraph } from "docx"

export const wordBrief = async (title: string, paragraphs: ReadonlyArray<string>): Promise<Buffer> =>
  Packer.toBuffer(
    new Document({
      sections: [{ children: [new Paragraph({ text: title, heading: HeadingLevel.HEADING_1 }), ...paragraphs.map((text) => new Paragraph({ text }))] }]
    })
  )

/** A waterfall brief in Word: a depot move with a date, money, quantities and a named sponsor. */
export const DEPOT_BRIEF_TITLE = "Northgate Depot Relocation"
export const DEPOT_BRIEF_PARAGRAPHS = [
  "The fleet services team must move the Northgate depot to the new Eastfield site before the winter gritting season.",
  "The move starts on 4 May 2026 and the depot must be operating from Eastfield by 30 October 2026.",
  "The sponsor is Priya Natarajan. The facilities department fits out the workshop and the IT services team moves the radio system.",
  "Relocate 36 gritting vehicles and install 4 vehicle lifts in the new workshop.",
  "The budget is capped at £1.2 million. The gritting service cannot stop for more than one weekend.",
  "A risk is that the new site's power supply upgrade might not be connected in time."
]

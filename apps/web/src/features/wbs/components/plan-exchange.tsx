import { useRef, useState } from "react"
import {
  ICAL_DOWNLOADED,
  ICAL_DOWNLOAD_FAILED,
  MSP_XML_DOWNLOADED,
  MSP_XML_DOWNLOAD_FAILED,
  MSP_XML_IMPORT_FAILED,
  mspXmlImported
} from "@initpack/core/messages/wbs-exchange-screen"
import { failureText } from "../../../lib/api-client"
import { fileNameFromDisposition, saveBlob } from "../../../lib/download"
import { Button } from "../../../components/ui/button"
import { Dialog } from "../../../components/ui/dialog"
import type { ProjectRef } from "../api/project-ref"
import { downloadPlanFile, getWbsImportStamp, importWbsXml, PLAN_FILES } from "../api/wbs-exchange"
import type { WbsMode } from "../lib/wbs-mode"

export interface PlanExchangeProps {
  readonly projectRef: ProjectRef
  /** tasks in the WBS now (an import into an empty WBS asks nothing) */
  readonly rowCount: number
  /** shows the WBS as stored after an import */
  readonly onImported: () => Promise<unknown>
  /** saves the edits still pending, so an import never lands under them */
  readonly beforeImport?: () => Promise<unknown>
  /** agile: the Agile Schedule's downloads, no import (an import brings a plan into the WBS) */
  readonly mode?: WbsMode
}

type Mode = "replace" | "append"

/**
 * The plan handed to and from the tools PMs use (issue 22): Download MS Project XML and Download iCalendar
 * (milestones, gates, sprints) of the WBS or the schedule, and on the WBS Import MS Project XML (replacing
 * the tasks or added after them). A refused file says why and changes nothing.
 */
export const PlanExchange = ({ projectRef, rowCount, onImported, beforeImport, mode = "waterfall" }: PlanExchangeProps) => {
  const picker = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState<"xml" | "ics" | "import" | null>(null)
  const [message, setMessage] = useState<{ readonly error: boolean; readonly text: string } | null>(null)
  const [chosen, setChosen] = useState<{ readonly name: string; readonly xml: string } | null>(null)
  const [importMode, setImportMode] = useState<Mode>("replace")

  const download = async (kind: "xml" | "ics") => {
    setBusy(kind)
    const answer = await downloadPlanFile(PLAN_FILES[mode][kind], projectRef)
    setBusy(null)
    if (!answer.ok) return setMessage({ error: true, text: failureText(answer, kind === "xml" ? MSP_XML_DOWNLOAD_FAILED : ICAL_DOWNLOAD_FAILED) })
    saveBlob(answer.blob, fileNameFromDisposition(answer.disposition) ?? `plan.${kind}`)
    setMessage({ error: false, text: kind === "xml" ? MSP_XML_DOWNLOADED : ICAL_DOWNLOADED })
  }

  const runImport = async (file: { readonly name: string; readonly xml: string }, how: Mode) => {
    setBusy("import")
    await beforeImport?.()
    const stamp = await getWbsImportStamp(projectRef)
    const answer = await importWbsXml(projectRef, { xml: file.xml, mode: how, ...(stamp.ok ? { stamp: stamp.data.stamp } : {}) })
    if (answer.ok) await onImported()
    setBusy(null)
    if (!answer.ok) return setMessage({ error: true, text: `${file.name}: ${failureText(answer, MSP_XML_IMPORT_FAILED)}` })
    const inserted = (answer.data as { inserted?: unknown }).inserted
    setMessage({ error: false, text: mspXmlImported(typeof inserted === "number" ? inserted : null, file.name) })
  }

  const pick = async (file: File | undefined) => {
    if (picker.current) picker.current.value = ""
    if (!file) return
    const chosenFile = { name: file.name, xml: await file.text() }
    if (rowCount === 0) return runImport(chosenFile, "replace")
    setImportMode("replace")
    setChosen(chosenFile)
  }

  return (
    <div className="wbs-exchange">
      <Button variant="secondary" onClick={() => void download("xml")} disabled={busy !== null || rowCount === 0}>
        {busy === "xml" ? "Downloading…" : "Download MS Project XML"}
      </Button>
      <Button variant="secondary" onClick={() => void download("ics")} disabled={busy !== null || rowCount === 0}>
        {busy === "ics" ? "Downloading…" : "Download iCalendar"}
      </Button>
      {mode === "agile" ? null : (
        <>
          <Button variant="secondary" onClick={() => picker.current?.click()} disabled={busy !== null}>
            {busy === "import" ? "Importing…" : "Import MS Project XML"}
          </Button>
          <input
            ref={picker}
            type="file"
            accept=".xml,application/xml,text/xml"
            className="wbs-exchange-file"
            aria-label="MS Project XML file to import"
            tabIndex={-1}
            onChange={(event) => void pick(event.target.files?.[0])}
          />
        </>
      )}
      <span className={message?.error ? "wbs-exchange-error" : "wbs-exchange-note"} role={message?.error ? "alert" : "status"} data-testid="wbs-exchange-status">
        {message?.text ?? ""}
      </span>
      <Dialog
        open={chosen !== null}
        title="Import MS Project XML"
        confirmLabel="Import"
        onClose={() => setChosen(null)}
        onConfirm={() => {
          const file = chosen
          setChosen(null)
          if (file) void runImport(file, importMode)
        }}
      >
        <fieldset className="wbs-exchange-mode">
          <legend>{chosen?.name ?? ""}: the WBS has {rowCount} tasks.</legend>
          <label>
            <input type="radio" name="wbs-import-mode" checked={importMode === "replace"} onChange={() => setImportMode("replace")} /> Replace them with the imported plan
          </label>
          <label>
            <input type="radio" name="wbs-import-mode" checked={importMode === "append"} onChange={() => setImportMode("append")} /> Add the imported plan after them
          </label>
        </fieldset>
      </Dialog>
    </div>
  )
}

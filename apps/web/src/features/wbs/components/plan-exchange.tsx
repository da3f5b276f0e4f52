import { useRef, useState } from "react"
import { MSP_XML_DOWNLOADED, MSP_XML_DOWNLOAD_FAILED, MSP_XML_IMPORT_FAILED, mspXmlImported } from "@initpack/core/messages/wbs-exchange-screen"
import { failureText } from "../../../lib/api-client"
import { fileNameFromDisposition, saveBlob } from "../../../lib/download"
import { Button } from "../../../components/ui/button"
import { Dialog } from "../../../components/ui/dialog"
import type { ProjectRef } from "../api/project-ref"
import { exportWbsXml, getWbsImportStamp, importWbsXml } from "../api/wbs-exchange"

export interface PlanExchangeProps {
  readonly projectRef: ProjectRef
  /** tasks in the WBS now (an import into an empty WBS asks nothing) */
  readonly rowCount: number
  /** shows the WBS as stored after an import */
  readonly onImported: () => Promise<unknown>
}

type Mode = "replace" | "append"

/**
 * The WBS handed to and from MS Project and the tools that read its XML (issue 22): Download MS Project
 * XML, and Import MS Project XML (replacing the tasks or added after them). A refused file says why and
 * changes nothing.
 */
export const PlanExchange = ({ projectRef, rowCount, onImported }: PlanExchangeProps) => {
  const picker = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState<"download" | "import" | null>(null)
  const [message, setMessage] = useState<{ readonly error: boolean; readonly text: string } | null>(null)
  const [chosen, setChosen] = useState<{ readonly name: string; readonly xml: string } | null>(null)
  const [mode, setMode] = useState<Mode>("replace")

  const download = async () => {
    setBusy("download")
    const answer = await exportWbsXml(projectRef)
    setBusy(null)
    if (!answer.ok) return setMessage({ error: true, text: failureText(answer, MSP_XML_DOWNLOAD_FAILED) })
    saveBlob(answer.blob, fileNameFromDisposition(answer.disposition) ?? "wbs.xml")
    setMessage({ error: false, text: MSP_XML_DOWNLOADED })
  }

  const runImport = async (file: { readonly name: string; readonly xml: string }, how: Mode) => {
    setBusy("import")
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
    setMode("replace")
    setChosen(chosenFile)
  }

  return (
    <div className="wbs-exchange">
      <Button variant="secondary" onClick={() => void download()} disabled={busy !== null || rowCount === 0}>
        {busy === "download" ? "Downloading…" : "Download MS Project XML"}
      </Button>
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
          if (file) void runImport(file, mode)
        }}
      >
        <fieldset className="wbs-exchange-mode">
          <legend>{chosen?.name ?? ""}: the WBS has {rowCount} tasks.</legend>
          <label>
            <input type="radio" name="wbs-import-mode" checked={mode === "replace"} onChange={() => setMode("replace")} /> Replace them with the imported plan
          </label>
          <label>
            <input type="radio" name="wbs-import-mode" checked={mode === "append"} onChange={() => setMode("append")} /> Add the imported plan after them
          </label>
        </fieldset>
      </Dialog>
    </div>
  )
}

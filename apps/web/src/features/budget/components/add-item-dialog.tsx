import { useState } from "react"
import { Dialog } from "../../../components/ui/dialog"
import { Input } from "../../../components/ui/input"
import { ADD_ITEM_LABEL, ADD_ITEM_TITLE } from "../data/budget-texts"

interface Props {
  readonly open: boolean
  readonly onAdd: (name: string) => void
  readonly onClose: () => void
}

/** + Add item asks for a name in an accessible dialog (focus moves in, Esc closes, Enter adds). */
export const AddItemDialog = ({ open, onAdd, onClose }: Props) => {
  const [name, setName] = useState("")
  const [error, setError] = useState<string | undefined>(undefined)
  // cleared while rendering the opening, not in an effect after it: a key typed at once never lands on the last name
  const [shownOpen, setShownOpen] = useState(open)
  if (open !== shownOpen) {
    setShownOpen(open)
    if (open) {
      setName("")
      setError(undefined)
    }
  }
  const confirm = () => {
    if (name.trim() === "") return setError("Enter a name.")
    onAdd(name)
  }
  return (
    <Dialog open={open} title={ADD_ITEM_TITLE} confirmLabel="Add item" onConfirm={confirm} onClose={onClose}>
      <Input
        id="budget-add-item-name"
        label={ADD_ITEM_LABEL}
        hint="For example: Barcode scanners, Annual licence"
        value={name}
        error={error}
        autoComplete="off"
        onChange={(e) => {
          setName(e.target.value)
          setError(undefined)
        }}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault()
            confirm()
          }
        }}
      />
    </Dialog>
  )
}

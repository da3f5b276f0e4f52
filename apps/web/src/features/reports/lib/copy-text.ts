/** Copies text to the clipboard; where the Clipboard API is refused, through a selected hidden field. */
export const copyText = async (text: string): Promise<boolean> => {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    const field = document.createElement("textarea")
    field.value = text
    field.setAttribute("readonly", "")
    field.style.position = "fixed"
    field.style.opacity = "0"
    document.body.appendChild(field)
    field.select()
    try {
      return document.execCommand("copy")
    } catch {
      return false
    } finally {
      field.remove()
    }
  }
}

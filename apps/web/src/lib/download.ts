// Downloads of server files (CSV exports, reports): the name the server gives, then a save through a link.

/**
 * The file name of a Content-Disposition header: filename*=UTF-8''... wins over filename="...".
 * Path parts are dropped; undefined when the header names no file.
 */
export const fileNameFromDisposition = (header: string | null | undefined): string | undefined => {
  if (!header) return undefined
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)?''([^;]+)/.exec(header)
  let name: string | undefined
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim())
    } catch {
      name = undefined
    }
  }
  if (name === undefined) {
    const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header)
    name = (plain?.[1] ?? plain?.[2])?.trim()
  }
  const base = name?.split(/[\\/]/).pop()?.trim()
  return base ? base : undefined
}

/** Saves a blob as a file through a temporary link. */
export const saveBlob = (blob: Blob, name: string): void => {
  const url = URL.createObjectURL(blob)
  const link = document.createElement("a")
  link.href = url
  link.download = name
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

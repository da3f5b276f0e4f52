// Reads a JPEG's size from its start-of-frame marker (for checks on captured screenshots).

/** Width and height of a JPEG, or null for bytes that are not one. */
export const jpegSize = (bytes: Uint8Array): { width: number; height: number } | null => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null
  let at = 2
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null
    const marker = bytes[at + 1]!
    const length = view.getUint16(at + 2)
    if (marker >= 0xc0 && marker <= 0xc3) return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) }
    at += 2 + length
  }
  return null
}

// The ZIP container of an Office Open XML package, compressed with Node's native zlib (a cold process
// deflates the XML parts several times faster than with a JavaScript deflate). Entries keep their order
// and carry the DOS date 1980-01-01, so the same parts always give the same bytes.
import { crc32, deflateRawSync } from "node:zlib"

export interface ZipEntry {
  readonly name: string
  readonly data: Uint8Array
  /** false stores the bytes as they are (PNG is compressed already). */
  readonly compress: boolean
}

const DOS_DATE_1980_01_01 = (1 << 5) | 1

export const ooxmlZip = (entries: ReadonlyArray<ZipEntry>): Uint8Array => {
  const locals: Array<Uint8Array> = []
  const centrals: Array<Uint8Array> = []
  let offset = 0
  for (const e of entries) {
    const name = Buffer.from(e.name, "utf8")
    const body = e.compress ? deflateRawSync(e.data, { level: 6 }) : e.data
    const crc = crc32(e.data) >>> 0
    const method = e.compress ? 8 : 0
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4) // version needed: 2.0
    local.writeUInt16LE(0x0800, 6) // names are UTF-8
    local.writeUInt16LE(method, 8)
    local.writeUInt16LE(0, 10) // time 00:00
    local.writeUInt16LE(DOS_DATE_1980_01_01, 12)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(body.byteLength, 18)
    local.writeUInt32LE(e.data.byteLength, 22)
    local.writeUInt16LE(name.byteLength, 26)
    local.writeUInt16LE(0, 28)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4) // made by: 2.0 (MS-DOS attributes)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(0x0800, 8)
    central.writeUInt16LE(method, 10)
    central.writeUInt16LE(0, 12)
    central.writeUInt16LE(DOS_DATE_1980_01_01, 14)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(body.byteLength, 20)
    central.writeUInt32LE(e.data.byteLength, 24)
    central.writeUInt16LE(name.byteLength, 28)
    // extra, comment, disk, internal and external attributes: 0
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, body)
    centrals.push(central, name)
    offset += local.byteLength + name.byteLength + body.byteLength
  }
  const directorySize = centrals.reduce((n, b) => n + b.byteLength, 0)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directorySize, 12)
  end.writeUInt32LE(offset, 16)
  return new Uint8Array(Buffer.concat([...locals, ...centrals, end]))
}

/**
 * A fingerprint of a project's WBS as stored: rows, highest id and the sum of row versions. Any add,
 * edit, move or delete changes it, so an import made from an older view of the WBS is detected.
 */
export const wbsStamp = (rows: ReadonlyArray<{ readonly id: number; readonly version: number }>): string =>
  `${rows.length}.${rows.reduce((m, r) => Math.max(m, r.id), 0)}.${rows.reduce((s, r) => s + r.version, 0)}`

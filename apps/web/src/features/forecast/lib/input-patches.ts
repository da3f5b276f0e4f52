/** A queued edit of one estimate or risk row; reset brings back the drafter's values. */
export interface InputPatch {
  readonly reset?: boolean
}

/** The queue's merge: a reset drops the edits waiting before it; edits made after a reset ride along with it. */
export const mergeInputPatch = <P extends InputPatch>(older: P, newer: P): P => (newer.reset ? newer : { ...older, ...newer })

/**
 * The PUT items of one row's queued patch. A reset goes as its own item before the fields typed after it
 * (the server applies the items in order), since one item is either a reset or an edit.
 */
export const patchItems = <P extends InputPatch>(id: number, patch: P): ReadonlyArray<P & { readonly id: number }> => {
  const { reset, ...fields } = patch
  const edit = { ...fields, id } as P & { readonly id: number }
  if (!reset) return [edit]
  const back = { id, reset: true } as P & { readonly id: number }
  return Object.keys(fields).length === 0 ? [back] : [back, edit]
}

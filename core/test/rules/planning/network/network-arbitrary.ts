import * as fc from "fast-check"
import { treeArb, type Row } from "../support/tree-arbitrary"
import { LINK_TYPES, type TaskLink } from "../../../../src/rules/planning/network/task-link"

export interface NetRow extends Row {
  readonly start_no_earlier_than: string | null
}

/** Parent position of each row (rows from treeFromDepths are in display order). */
export const parentsOf = (rows: ReadonlyArray<{ id: string; parent_id: string | null }>): Array<number> =>
  rows.map((r) => rows.findIndex((x) => x.id === r.parent_id))

export const isAncestor = (parents: ReadonlyArray<number>, a: number, b: number): boolean => {
  for (let p = parents[b]!; p >= 0; p = parents[p]!) if (p === a) return true
  return false
}

const isoPlus = (base: string, days: number) => new Date(Date.parse(`${base}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/**
 * A random network without cycles: a tree, links from an earlier to a later row that is neither
 * its ancestor nor its descendant (so no loop through a summary either), lags from -3 to 6 days
 * (or only >= 0), some 'start no earlier than' dates (weekdays only when asked).
 */
export const networkArb = (opts: { maxRows?: number; leads?: boolean; weekdaySnet?: boolean; base?: string } = {}) =>
  treeArb(opts.maxRows ?? 30).chain((tree) => {
    const n = tree.length
    const parents = parentsOf(tree)
    const linkArb = fc.record({
      a: fc.nat(n - 1),
      b: fc.nat(n - 1),
      type: fc.constantFrom(...LINK_TYPES),
      lag: opts.leads === false ? fc.integer({ min: 0, max: 6 }) : fc.integer({ min: -3, max: 6 }),
      lagged: fc.boolean()
    })
    return fc
      .record({
        links: fc.array(linkArb, { maxLength: Math.max(1, Math.floor(n * 1.5)) }),
        snet: fc.array(fc.option(fc.integer({ min: 0, max: 40 }), { freq: 5, nil: null }), { minLength: n, maxLength: n })
      })
      .map(({ links, snet }) => {
        const seen = new Set<string>()
        const out: Array<TaskLink> = []
        for (const l of links) {
          const [p, s] = l.a < l.b ? [l.a, l.b] : [l.b, l.a]
          if (p === s || isAncestor(parents, p, s) || isAncestor(parents, s, p) || seen.has(`${p}>${s}`)) continue
          seen.add(`${p}>${s}`)
          out.push({ predecessor: tree[p]!.id, successor: tree[s]!.id, type: l.type, lag: l.lagged ? l.lag : 0 })
        }
        const base = opts.base ?? "2026-11-23"
        const rows: Array<NetRow> = tree.map((r, i) => {
          let off = snet[i]
          if (off !== null && off !== undefined && opts.weekdaySnet) {
            const wd = new Date(Date.parse(`${base}T00:00:00Z`) + off * 86_400_000).getUTCDay()
            if (wd === 0 || wd === 6) off = null
          }
          return { ...r, start_no_earlier_than: off === null || off === undefined ? null : isoPlus(base, off) }
        })
        return { rows, links: out }
      })
  })

/** The key to the WBS and schedule tables' link columns (issue 22): notation, float, critical rows. */
export const CriticalPathLegend = ({ linked }: { readonly linked: boolean }) => (
  <div className="wbs-legend" role="note" aria-label="Critical path legend">
    <span className="wbs-legend-item">
      <span className="wbs-legend-swatch" aria-hidden="true" />
      <strong className="wbs-critical-tag">Critical</strong> task: no float, a delay moves the finish
    </span>
    <span className="wbs-legend-item">Float: working days a task can slip without moving the finish</span>
    <span className="wbs-legend-item">
      Predecessors: row numbers, e.g. <code>3FS+2d, 5SS</code> (FS, SS, FF, SF; lag in days)
    </span>
    {linked ? null : <span className="wbs-legend-item wbs-legend-hint">Link tasks to see float and the critical path.</span>}
  </div>
)

// Issue 37: contingency is a decimal (waterfall.md §5: 0.1 = 10%); a value above 0.5 is most likely a
// percentage typed as a whole number (15 for 15%), so the screen says plainly what it means.

/** Above this decimal the contingency field warns. */
export const CONTINGENCY_WARN_ABOVE = 0.5

/** A number as a person writes it: no float noise (0.15, not 0.15000000000000002). */
const plain = (n: number): string => String(Number(n.toPrecision(12)))

/** '15 means 1500% of the subtotals; did you mean 0.15?' for a contingency above 0.5; undefined otherwise. */
export const contingencyWarning = (value: number): string | undefined =>
  Number.isFinite(value) && value > CONTINGENCY_WARN_ABOVE
    ? `${plain(value)} means ${plain(value * 100)}% of the subtotals; did you mean ${plain(value / 100)}?`
    : undefined

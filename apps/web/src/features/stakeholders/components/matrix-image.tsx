import { MATRIX_HINT, MATRIX_IMAGE_ALT } from "../data/stakeholder-texts"

export interface MatrixImageProps {
  readonly matrix: { readonly src: string; readonly failed: boolean } | null
  readonly onError: () => void
}

/** The server's matrix image (waterfall.md §7 /stakeholder/matrix); hidden when it fails to load (§8). */
export const MatrixImage = ({ matrix, onError }: MatrixImageProps) =>
  matrix && !matrix.failed ? (
    <figure className="sh-figure sh-matrix">
      <img key={matrix.src} src={matrix.src} alt={MATRIX_IMAGE_ALT} onError={onError} data-testid="matrix-image" />
      <figcaption className="muted">{MATRIX_HINT}</figcaption>
    </figure>
  ) : null

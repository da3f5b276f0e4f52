/** The `format` of an artefacts.json written by `initpack pack` (see artefactsDocument). */
export const ARTEFACTS_FORMAT = "initpack-artefacts"

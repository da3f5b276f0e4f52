import { ModulePlaceholderPage } from "../../modules/components/module-placeholder-page"

/** Replaced by the real screen. */
export const WbsPage = () => <ModulePlaceholderPage />

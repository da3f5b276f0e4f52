import type { DeliveryMethod } from "./model"

// Delivery labels (waterfall.md §9).
export const methodLabel = (method: DeliveryMethod): string => (method === "waterfall" ? "Waterfall / PRINCE2" : "Agile / Product")

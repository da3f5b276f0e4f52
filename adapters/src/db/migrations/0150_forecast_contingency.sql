-- The budget's contingency method (issue 23, docs/forecast.md): 'percentage' (the spec's flat
-- percentage, the default), 'risk_exposure' (EMV of the risks) or 'simulated_p80' (P80 of the simulated
-- cost minus the base cost), with its own version.
ALTER TABLE forecast_settings ADD COLUMN contingency_method TEXT NOT NULL DEFAULT 'percentage' CHECK (contingency_method IN ('percentage', 'risk_exposure', 'simulated_p80'));
ALTER TABLE forecast_settings ADD COLUMN method_version INTEGER NOT NULL DEFAULT 0;

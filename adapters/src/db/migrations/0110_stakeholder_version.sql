-- Stakeholder rows carry `version` (1, +1 per write) so a stale upsert answers 409 instead of overwriting.
ALTER TABLE stakeholders ADD COLUMN version INTEGER NOT NULL DEFAULT 1;

-- Agile schedule tasks carry `version` (1, +1 per user edit of the row) so a stale task edit answers 409.
ALTER TABLE agile_schedule_tasks ADD COLUMN version INTEGER NOT NULL DEFAULT 1;

-- Where each line of a project saved from a reviewed draft came from (issue 35): one row per kept line, keyed by
-- its review line key at the save; record_id is the saved row (risk, stakeholder, WBS row) when the line is one,
-- so editing that row drops its provenance. line_text is the line as saved: a report matches lines by it.
CREATE TABLE line_provenance (
  project_id INTEGER NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  line_key TEXT NOT NULL,
  module TEXT NOT NULL,
  record_id INTEGER,
  line_text TEXT NOT NULL,
  provenance JSONB NOT NULL,
  PRIMARY KEY (project_id, line_key)
);

CREATE INDEX line_provenance_record ON line_provenance (project_id, module, record_id);

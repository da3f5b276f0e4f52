-- Agile module tables (agile.md §3). Every row belongs to a user through projects(id).
-- Whole documents (agile scope, backlog version, release plan, schedule plan, agile budget) are JSON
-- text in agile_documents with a `version`, so a stale save answers 409 instead of overwriting.

CREATE TABLE agile_documents (
  project_id INTEGER NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('scope', 'backlog', 'release', 'schedule', 'budget')),
  data TEXT NOT NULL,
  version INTEGER NOT NULL DEFAULT 1,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (project_id, kind)
);

CREATE TABLE agile_epics (
  id INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id INTEGER NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  key TEXT NOT NULL DEFAULT '',
  name TEXT NOT NULL,
  outcome_link TEXT NOT NULL DEFAULT '',
  nfr_tags TEXT NOT NULL DEFAULT '[]',
  order_index INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX agile_epics_project ON agile_epics (project_id, order_index);

CREATE TABLE agile_stories (
  id INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id INTEGER NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  epic_id INTEGER REFERENCES agile_epics (id) ON DELETE SET NULL,
  as_a TEXT NOT NULL DEFAULT '',
  i_want TEXT NOT NULL DEFAULT '',
  so_that TEXT NOT NULL DEFAULT '',
  acceptance TEXT NOT NULL DEFAULT '[]',
  points DOUBLE PRECISION CHECK (points IS NULL OR points >= 0),
  priority INTEGER CHECK (priority IS NULL OR priority BETWEEN 1 AND 3),
  status TEXT NOT NULL DEFAULT '' CHECK (status IN ('todo', 'in_progress', 'done', '')),
  order_index INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX agile_stories_project ON agile_stories (project_id, order_index);

CREATE TABLE agile_schedule_tasks (
  id INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id INTEGER NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  parent_id INTEGER REFERENCES agile_schedule_tasks (id) ON DELETE CASCADE,
  phase_id INTEGER,
  title TEXT NOT NULL DEFAULT 'TBA',
  duration_days DOUBLE PRECISION NOT NULL DEFAULT 5 CHECK (duration_days >= 0),
  start_date TEXT,
  end_date TEXT,
  type TEXT NOT NULL DEFAULT 'task' CHECK (type IN ('task', 'phase', 'gate', 'sprint')),
  resource_json TEXT NOT NULL DEFAULT '',
  order_index INTEGER NOT NULL DEFAULT 0,
  badge_epics INTEGER NOT NULL DEFAULT 0,
  badge_stories INTEGER NOT NULL DEFAULT 0,
  badge_points DOUBLE PRECISION NOT NULL DEFAULT 0
);
CREATE INDEX agile_schedule_tasks_project ON agile_schedule_tasks (project_id, order_index);

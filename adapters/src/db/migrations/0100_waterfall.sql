-- Waterfall module tables (waterfall.md §3). Every row belongs to a user through projects(id).
-- Editable documents carry `version` so a stale save answers 409 instead of overwriting.

CREATE TABLE scopes (
  project_id INTEGER PRIMARY KEY REFERENCES projects (id) ON DELETE CASCADE,
  scope JSONB NOT NULL,
  history JSONB NOT NULL DEFAULT '{}',
  background TEXT NOT NULL DEFAULT '',
  background_saved_at TIMESTAMPTZ,
  version INTEGER NOT NULL DEFAULT 1,
  saved_at TIMESTAMPTZ NOT NULL
);

CREATE TABLE risks (
  id INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id INTEGER NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  category TEXT NOT NULL,
  likelihood TEXT NOT NULL,
  impact TEXT NOT NULL,
  mitigation TEXT NOT NULL DEFAULT '',
  contingency TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT '',
  source TEXT NOT NULL DEFAULT 'manual',
  version INTEGER NOT NULL DEFAULT 1,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX risks_project ON risks (project_id, id);

CREATE TABLE risk_snapshots (
  id INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id INTEGER NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  items JSONB NOT NULL,
  source TEXT NOT NULL DEFAULT '',
  model TEXT NOT NULL DEFAULT '',
  notes TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX risk_snapshots_project ON risk_snapshots (project_id, id);

CREATE TABLE stakeholders (
  id INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id INTEGER NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  name TEXT NOT NULL DEFAULT '',
  role TEXT NOT NULL DEFAULT '',
  org TEXT NOT NULL DEFAULT '',
  internal_external TEXT NOT NULL DEFAULT 'Internal',
  influence INTEGER NOT NULL DEFAULT 5 CHECK (influence BETWEEN 1 AND 10),
  interest INTEGER NOT NULL DEFAULT 5 CHECK (interest BETWEEN 1 AND 10),
  attitude TEXT NOT NULL DEFAULT 'Neutral',
  on_board BOOLEAN NOT NULL DEFAULT FALSE,
  board_role TEXT,
  responsibilities JSONB NOT NULL DEFAULT '[]',
  r BOOLEAN NOT NULL DEFAULT FALSE,
  a BOOLEAN NOT NULL DEFAULT FALSE,
  c BOOLEAN NOT NULL DEFAULT FALSE,
  i BOOLEAN NOT NULL DEFAULT FALSE,
  strategy TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX stakeholders_project ON stakeholders (project_id, id);

-- the points of a rendered influence/interest grid; the image is drawn when fetched
CREATE TABLE stakeholder_matrices (
  id INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id INTEGER NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  points JSONB NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX stakeholder_matrices_project ON stakeholder_matrices (project_id, id);

CREATE TABLE comms_plans (
  id INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id INTEGER NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  approach TEXT NOT NULL,
  method TEXT NOT NULL DEFAULT '',
  context_used TEXT NOT NULL DEFAULT '',
  plan JSONB NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX comms_plans_project ON comms_plans (project_id, approach, id);

CREATE TABLE wbs_items (
  id INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id INTEGER NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  parent_id INTEGER REFERENCES wbs_items (id) ON DELETE CASCADE,
  order_index INTEGER NOT NULL DEFAULT 0,
  task TEXT NOT NULL DEFAULT '',
  duration_days DOUBLE PRECISION NOT NULL DEFAULT 5 CHECK (duration_days >= 0),
  start_date TEXT,
  end_date TEXT,
  resource TEXT NOT NULL DEFAULT '',
  version INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX wbs_items_project ON wbs_items (project_id, parent_id, order_index);

CREATE TABLE execution_summaries (
  project_id INTEGER NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  phase TEXT NOT NULL,
  content_md TEXT NOT NULL,
  version INTEGER NOT NULL DEFAULT 1,
  created_at TIMESTAMPTZ NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (project_id, phase)
);

CREATE TABLE budgets (
  project_id INTEGER PRIMARY KEY REFERENCES projects (id) ON DELETE CASCADE,
  items JSONB NOT NULL,
  config JSONB NOT NULL,
  version INTEGER NOT NULL DEFAULT 1,
  updated_at TIMESTAMPTZ NOT NULL
);

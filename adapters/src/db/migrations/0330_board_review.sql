-- Project board review and sign-off (issue 36, docs/board-review.md): a submitted pack is frozen as a numbered
-- version with its artefacts; reviewers are invited with a personal token (only its SHA-256 digest is kept),
-- comment per section, and record one decision each. The audit trail keeps what happened, with times.
CREATE TABLE pack_versions (
  id INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id INTEGER NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  version INTEGER NOT NULL,
  method TEXT NOT NULL CHECK (method IN ('waterfall', 'agile')),
  source_hash TEXT NOT NULL,
  artefacts JSONB NOT NULL,
  submitted_at TIMESTAMPTZ NOT NULL,
  authorised_at TIMESTAMPTZ,
  UNIQUE (project_id, version)
);

CREATE TABLE pack_reviewers (
  id INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  version_id INTEGER NOT NULL REFERENCES pack_versions (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  board_role TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  invited_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  revoked_at TIMESTAMPTZ,
  first_viewed_at TIMESTAMPTZ,
  reminded_at TIMESTAMPTZ
);
CREATE INDEX pack_reviewers_version ON pack_reviewers (version_id, id);

CREATE TABLE pack_comments (
  id INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  version_id INTEGER NOT NULL REFERENCES pack_versions (id) ON DELETE CASCADE,
  reviewer_id INTEGER REFERENCES pack_reviewers (id) ON DELETE CASCADE,
  parent_id INTEGER REFERENCES pack_comments (id) ON DELETE CASCADE,
  author_name TEXT NOT NULL,
  doc_type TEXT NOT NULL,
  anchor TEXT NOT NULL,
  heading TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  resolved_at TIMESTAMPTZ
);
CREATE INDEX pack_comments_version ON pack_comments (version_id, id);

-- one decision per reviewer: a repeated request finds the row already there
CREATE TABLE pack_decisions (
  id INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  version_id INTEGER NOT NULL REFERENCES pack_versions (id) ON DELETE CASCADE,
  reviewer_id INTEGER NOT NULL UNIQUE REFERENCES pack_reviewers (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  board_role TEXT NOT NULL,
  decision TEXT NOT NULL CHECK (decision IN ('approve', 'approve_with_conditions', 'reject')),
  text TEXT,
  decided_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX pack_decisions_version ON pack_decisions (version_id);

CREATE TABLE pack_review_events (
  id INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id INTEGER NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  version INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('submitted', 'invited', 'viewed', 'commented', 'replied', 'resolved', 'reopened', 'decided', 'authorised', 'revoked', 'reminded')),
  actor TEXT NOT NULL,
  board_role TEXT,
  detail TEXT,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX pack_review_events_project ON pack_review_events (project_id, id);

-- a reviewer's comment or decision drops the owner's cached reads in every server (see 0310_module_change_feed.sql)
CREATE OR REPLACE FUNCTION initpack_notify_version_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM pg_notify('initpack_changes', p.user_id::text) FROM projects p JOIN pack_versions v ON v.project_id = p.id WHERE v.id IN (SELECT DISTINCT version_id FROM changed_rows); RETURN NULL; END
$$;

CREATE TRIGGER pack_versions_notify_insert AFTER INSERT ON pack_versions REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER pack_versions_notify_update AFTER UPDATE ON pack_versions REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_project_rows();
CREATE TRIGGER pack_decisions_notify_insert AFTER INSERT ON pack_decisions REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_version_rows();
CREATE TRIGGER pack_comments_notify_insert AFTER INSERT ON pack_comments REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_version_rows();
CREATE TRIGGER pack_comments_notify_update AFTER UPDATE ON pack_comments REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION initpack_notify_version_rows();

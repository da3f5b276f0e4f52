-- Platform tables (platform.md §3). Every row belongs to a user, directly or through a project.

CREATE TABLE users (
  id INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email TEXT NOT NULL,
  name TEXT NOT NULL DEFAULT '',
  job_role TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL DEFAULT '',
  password_hash TEXT NOT NULL,
  roles TEXT NOT NULL DEFAULT 'user',
  is_active BOOLEAN NOT NULL DEFAULT TRUE,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE UNIQUE INDEX users_email_lower ON users (lower(email));

CREATE TABLE user_mfa (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret TEXT,
  pending_secret TEXT,
  enabled BOOLEAN NOT NULL DEFAULT FALSE,
  -- the last TOTP time step accepted: a code is usable once
  last_time_step BIGINT NOT NULL DEFAULT 0
);

CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TIMESTAMPTZ NOT NULL,
  last_seen_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE mfa_challenges (
  id_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX mfa_challenges_user ON mfa_challenges (user_id);

CREATE TABLE password_reset_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ
);
CREATE INDEX password_reset_tokens_user ON password_reset_tokens (user_id);

CREATE TABLE projects (
  id INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  methodology TEXT NOT NULL CHECK (methodology IN ('waterfall', 'agile')),
  latest_scope_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL,
  archived_at TIMESTAMPTZ
);
CREATE UNIQUE INDEX projects_user_name ON projects (user_id, lower(name));

CREATE TABLE plans (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  price_cents INTEGER NOT NULL,
  months INTEGER NOT NULL,
  monthly_project_limit INTEGER NOT NULL,
  total_project_limit INTEGER,
  allowed_methodologies TEXT NOT NULL,
  tagline TEXT,
  best_value BOOLEAN NOT NULL DEFAULT FALSE,
  sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE subscriptions (
  id INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  plan_code TEXT NOT NULL REFERENCES plans (code),
  status TEXT NOT NULL,
  current_period_start TIMESTAMPTZ NOT NULL,
  current_period_end TIMESTAMPTZ NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX subscriptions_user ON subscriptions (user_id, id);

CREATE TABLE topups (
  id INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  bundles INTEGER NOT NULL,
  projects INTEGER NOT NULL,
  source TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX topups_user ON topups (user_id, created_at);

CREATE TABLE usage_events (
  id INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  action TEXT NOT NULL,
  project_id INTEGER,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX usage_events_user ON usage_events (user_id, action, created_at);

-- failed sign-ins, counted per account and per client IP over a sliding window
CREATE TABLE login_failures (
  id INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_key TEXT NOT NULL,
  ip TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX login_failures_account ON login_failures (account_key, created_at);
CREATE INDEX login_failures_ip ON login_failures (ip, created_at);

CREATE TABLE mail_outbox (
  id INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  sent_at TIMESTAMPTZ
);
CREATE INDEX mail_outbox_user ON mail_outbox (user_id, id);

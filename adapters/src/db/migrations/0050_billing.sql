-- Checkouts, idempotent payment credits, feedback and excessive-use alerts (platform.md §3, §7).
-- Every row belongs to a user (ON DELETE CASCADE), so deleting a user removes it.

CREATE TABLE checkouts (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('subscription', 'topup')),
  plan_code TEXT,
  bundles INTEGER,
  amount_cents INTEGER NOT NULL,
  provider TEXT NOT NULL,
  provider_ref TEXT,
  status TEXT NOT NULL DEFAULT 'open',
  created_at TIMESTAMPTZ NOT NULL,
  completed_at TIMESTAMPTZ
);
CREATE INDEX checkouts_user ON checkouts (user_id, created_at);

-- One row per credited payment: the primary key makes crediting idempotent (a replayed provider
-- event or a second confirmation of the same checkout finds the key taken and credits nothing).
CREATE TABLE payment_credits (
  credit_key TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  checkout_id TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX payment_credits_user ON payment_credits (user_id);

CREATE TABLE feedback (
  id INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  message TEXT NOT NULL,
  name TEXT,
  email TEXT,
  created_at TIMESTAMPTZ NOT NULL,
  mailed_at TIMESTAMPTZ
);
CREATE INDEX feedback_user ON feedback (user_id, created_at);

CREATE TABLE usage_alerts (
  id INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  alert_window TEXT NOT NULL,
  observed INTEGER NOT NULL,
  threshold INTEGER NOT NULL,
  baseline_p95 DOUBLE PRECISION NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  resolved_at TIMESTAMPTZ
);
-- at most one open alert per user and window
CREATE UNIQUE INDEX usage_alerts_open ON usage_alerts (user_id, alert_window) WHERE resolved_at IS NULL;

CREATE INDEX usage_events_time ON usage_events (created_at);
CREATE INDEX topups_time ON topups (created_at);
CREATE INDEX subscriptions_time ON subscriptions (created_at);
CREATE INDEX users_created ON users (created_at);

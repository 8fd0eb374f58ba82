-- +goose Up
-- Billing module: plans and their prices, the companies' Stripe customers and
-- subscriptions, invoices, membership periods and the Stripe events received
-- (docs/billing.md). Billing records outlive an account's deletion: invoices are
-- accounting records, and the users row they reference is kept, emptied.

-- The plans. features lists what a plan unlocks (docs/billing.md, "Plans").
CREATE TABLE billing_plans (
	key        text PRIMARY KEY,
	position   int NOT NULL,
	features   text[] NOT NULL DEFAULT '{}',
	updated_at timestamptz NOT NULL DEFAULT now()
);

-- A plan's price for one period in one currency, and the Stripe price that charges it
-- ('' until an admin or STRIPE_PRICES sets it: that price cannot be bought yet).
CREATE TABLE billing_prices (
	plan_key        text NOT NULL REFERENCES billing_plans(key),
	period          text NOT NULL CHECK (period IN ('month', 'year')),
	currency        text NOT NULL CHECK (currency ~ '^[a-z]{3}$'),
	amount_cents    bigint NOT NULL CHECK (amount_cents >= 0),
	stripe_price_id text NOT NULL DEFAULT '',
	updated_at      timestamptz NOT NULL DEFAULT now(),
	PRIMARY KEY (plan_key, period, currency)
);
CREATE UNIQUE INDEX billing_prices_stripe_key ON billing_prices (stripe_price_id) WHERE stripe_price_id <> '';

INSERT INTO billing_plans (key, position, features) VALUES
	('free', 0, '{}'),
	('premium', 1, '{company_validation}'),
	('premium_plus', 2, '{company_validation,document_verification}');
INSERT INTO billing_prices (plan_key, period, currency, amount_cents) VALUES
	('premium', 'month', 'eur', 2900), ('premium', 'year', 'eur', 29000),
	('premium', 'month', 'usd', 3200), ('premium', 'year', 'usd', 32000),
	('premium_plus', 'month', 'eur', 7900), ('premium_plus', 'year', 'eur', 79000),
	('premium_plus', 'month', 'usd', 8700), ('premium_plus', 'year', 'usd', 87000);

-- A company's billing state: its Stripe customer, whether its last payment failed, and the
-- news the next billing page shows once (subscribed, plan_changed).
CREATE TABLE billing_accounts (
	user_id            uuid PRIMARY KEY REFERENCES users(id),
	stripe_customer_id text UNIQUE,
	payment_failed     boolean NOT NULL DEFAULT false,
	notice             text NOT NULL DEFAULT '',
	updated_at         timestamptz NOT NULL DEFAULT now()
);

-- Stripe subscriptions as the last applied event described them. event_at is that
-- event's creation time: an older event never overwrites a newer state.
CREATE TABLE billing_subscriptions (
	stripe_id            text PRIMARY KEY,
	user_id              uuid NOT NULL REFERENCES users(id),
	plan_key             text NOT NULL REFERENCES billing_plans(key),
	period               text NOT NULL,
	status               text NOT NULL,
	current_period_end   timestamptz,
	cancel_at_period_end boolean NOT NULL DEFAULT false,
	event_at             timestamptz NOT NULL,
	updated_at           timestamptz NOT NULL
);
CREATE INDEX billing_subscriptions_user ON billing_subscriptions (user_id);

-- Membership periods: which plan a company had, from when to when, and how (a Stripe
-- subscription or an admin's grant). The open period (ended_at NULL) is the current plan;
-- no open period is Free.
CREATE TABLE billing_memberships (
	id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	user_id         uuid NOT NULL REFERENCES users(id),
	plan_key        text NOT NULL REFERENCES billing_plans(key),
	source          text NOT NULL CHECK (source IN ('stripe', 'admin')),
	subscription_id text NOT NULL DEFAULT '',
	granted_by      uuid REFERENCES users(id),
	note            text NOT NULL DEFAULT '',
	started_at      timestamptz NOT NULL,
	ended_at        timestamptz
);
CREATE UNIQUE INDEX billing_memberships_open ON billing_memberships (user_id) WHERE ended_at IS NULL;
CREATE INDEX billing_memberships_started ON billing_memberships (started_at DESC);

-- Invoices as Stripe reported them. event_at orders updates like a subscription's.
CREATE TABLE billing_invoices (
	stripe_id    text PRIMARY KEY,
	user_id      uuid NOT NULL REFERENCES users(id),
	number       text NOT NULL DEFAULT '',
	amount_cents bigint NOT NULL,
	currency     text NOT NULL,
	status       text NOT NULL,
	hosted_url   text NOT NULL DEFAULT '',
	pdf_url      text NOT NULL DEFAULT '',
	issued_at    timestamptz NOT NULL,
	event_at     timestamptz NOT NULL
);
CREATE INDEX billing_invoices_user ON billing_invoices (user_id, issued_at DESC);
CREATE INDEX billing_invoices_issued ON billing_invoices (issued_at DESC);

-- Every verified Stripe event, stored once by its id before it is applied by a job.
CREATE TABLE billing_events (
	id          text PRIMARY KEY,
	type        text NOT NULL,
	created_at  timestamptz NOT NULL,
	payload     jsonb NOT NULL,
	received_at timestamptz NOT NULL,
	applied_at  timestamptz,
	outcome     text NOT NULL DEFAULT ''
);

-- +goose Down
DROP TABLE billing_events;
DROP TABLE billing_invoices;
DROP TABLE billing_memberships;
DROP TABLE billing_subscriptions;
DROP TABLE billing_accounts;
DROP TABLE billing_prices;
DROP TABLE billing_plans;

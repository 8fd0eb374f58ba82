-- +goose Up
-- A company's billing moves its page version; plans, prices and Stripe's events are the
-- site's (00080_page_versions.sql).
SELECT
	page_versions_watch('billing_plans', 'site'),
	page_versions_watch('billing_prices', 'site'),
	page_versions_watch('billing_accounts', 'user_id'),
	page_versions_watch('billing_subscriptions', 'user_id'),
	page_versions_watch('billing_memberships', 'user_id'),
	page_versions_watch('billing_invoices', 'user_id'),
	page_versions_watch('billing_events', 'site');

-- +goose Down
DROP TRIGGER page_versions ON billing_plans;
DROP TRIGGER page_versions ON billing_prices;
DROP TRIGGER page_versions ON billing_accounts;
DROP TRIGGER page_versions ON billing_subscriptions;
DROP TRIGGER page_versions ON billing_memberships;
DROP TRIGGER page_versions ON billing_invoices;
DROP TRIGGER page_versions ON billing_events;

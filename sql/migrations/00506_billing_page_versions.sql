-- +goose Up
-- A company's billing moves its page version; plans, prices and Stripe's events are the
-- site's (00080_page_versions.sql).
CREATE CONSTRAINT TRIGGER page_versions AFTER INSERT OR UPDATE OR DELETE ON billing_plans
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION page_versions_bump('site');
CREATE CONSTRAINT TRIGGER page_versions AFTER INSERT OR UPDATE OR DELETE ON billing_prices
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION page_versions_bump('site');
CREATE TRIGGER page_versions AFTER INSERT OR UPDATE OR DELETE ON billing_accounts
	FOR EACH ROW EXECUTE FUNCTION page_versions_bump('user_id');
CREATE TRIGGER page_versions AFTER INSERT OR UPDATE OR DELETE ON billing_subscriptions
	FOR EACH ROW EXECUTE FUNCTION page_versions_bump('user_id');
CREATE TRIGGER page_versions AFTER INSERT OR UPDATE OR DELETE ON billing_memberships
	FOR EACH ROW EXECUTE FUNCTION page_versions_bump('user_id');
CREATE TRIGGER page_versions AFTER INSERT OR UPDATE OR DELETE ON billing_invoices
	FOR EACH ROW EXECUTE FUNCTION page_versions_bump('user_id');
CREATE CONSTRAINT TRIGGER page_versions AFTER INSERT OR UPDATE OR DELETE ON billing_events
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION page_versions_bump('site');

-- +goose Down
DROP TRIGGER page_versions ON billing_plans;
DROP TRIGGER page_versions ON billing_prices;
DROP TRIGGER page_versions ON billing_accounts;
DROP TRIGGER page_versions ON billing_subscriptions;
DROP TRIGGER page_versions ON billing_memberships;
DROP TRIGGER page_versions ON billing_invoices;
DROP TRIGGER page_versions ON billing_events;

-- name: GetInvoiceForUpdate :one
SELECT * FROM billing_invoices WHERE stripe_id = @stripe_id FOR UPDATE;

-- name: UpsertInvoice :exec
INSERT INTO billing_invoices (stripe_id, user_id, number, amount_cents, currency, status, hosted_url, pdf_url, issued_at, event_at)
VALUES (@stripe_id, @user_id, @number, @amount_cents, @currency, @status, @hosted_url, @pdf_url, @issued_at, @event_at)
ON CONFLICT (stripe_id) DO UPDATE SET number = EXCLUDED.number, amount_cents = EXCLUDED.amount_cents,
	currency = EXCLUDED.currency, status = EXCLUDED.status, hosted_url = EXCLUDED.hosted_url,
	pdf_url = EXCLUDED.pdf_url, event_at = EXCLUDED.event_at;

-- name: ListInvoicesOf :many
SELECT * FROM billing_invoices WHERE user_id = @user_id ORDER BY issued_at DESC, stripe_id;

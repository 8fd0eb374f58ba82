package directory_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

// TestAChangeOfOneRowReadsItsOwnEntries: the triggers that keep the word and tag tables
// (service_words, service_tags, company_words) delete a changed row's old entries through
// the table's index on the row's id, not through a join that reads the whole table (with
// nested loops off, as the functions run, a join of the transition tables to the table
// hashed or merged it whole: 0.30 s a service saved at 100,000 services; migration 01050).
func TestAChangeOfOneRowReadsItsOwnEntries(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	_, err := app.Server.SeedLoadTest(ctx, 200, 1000)
	require.NoError(t, err)

	for _, c := range []struct{ fn, source, where, change, table string }{
		{"service_words_changed", "services", "published AND company_listed", "company_total = company_total + 1", "service_words"},
		{"service_tags_changed", "services", "published AND company_listed AND tags <> '{}'", "company_total = company_total + 1", "service_tags"},
		{"company_words_changed", "directory_companies", "listed", "total = total + 1", "company_words"},
	} {
		var entries int
		require.NoError(t, app.Pool.QueryRow(ctx, "SELECT count(*) FROM "+c.table).Scan(&entries), c.fn)
		plan, err := apptest.TriggerDeletePlan(ctx, app.Pool, c.fn, c.source, c.where, c.change)
		require.NoError(t, err, c.fn)
		rows, seq := plan.RowsRead(c.table)
		assert.Empty(t, seq, "%s: a sequential scan\n%s", c.fn, plan.Outline())
		assert.Positive(t, rows, "%s: the row's entries deleted\n%s", c.fn, plan.Outline())
		assert.Less(t, rows, float64(entries)/20, "%s: %.0f of %d entries read for one row\n%s", c.fn, rows, entries, plan.Outline())
	}
}

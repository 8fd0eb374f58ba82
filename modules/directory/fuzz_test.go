package directory_test

import (
	"context"
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/directory"
)

// The fuzz tests run over the real database with the demo data (25 companies, their
// services), so every search reaches the text-search operators and the ranking. `go test`
// runs their seed corpus in testdata/fuzz; `go test -fuzz=FuzzX` searches for more.

func fuzzDirectory(f *testing.F) *directory.Service {
	app := apptest.New(f)
	require.NoError(f, app.Server.SeedDemo(context.Background()))
	return app.Server.Modules.Directory
}

// FuzzMarketFilter: any query string is a listing state whose canonical address reads back
// as the same state (so the redirect to it cannot loop), and whose search answers.
func FuzzMarketFilter(f *testing.F) {
	svc := fuzzDirectory(f)
	f.Fuzz(func(t *testing.T, raw string) {
		v, _ := url.ParseQuery(raw) // as the handler: a malformed pair is skipped
		filter := directory.ParseMarketFilter(v)
		again, err := url.ParseQuery(filter.Encode())
		require.NoError(t, err)
		require.Equal(t, filter, directory.ParseMarketFilter(again), "the canonical address reads back the same")
		page, err := svc.Market(context.Background(), filter)
		require.NoError(t, err)
		require.LessOrEqual(t, len(page.Cards), directory.PageSize)
		filter.Category = directory.TrainingCategory // the training page's search
		_, err = svc.Market(context.Background(), filter)
		require.NoError(t, err)
	})
}

// FuzzDirectoryFilter is FuzzMarketFilter for the green directory.
func FuzzDirectoryFilter(f *testing.F) {
	svc := fuzzDirectory(f)
	f.Fuzz(func(t *testing.T, raw string) {
		v, _ := url.ParseQuery(raw)
		filter := directory.ParseDirectoryFilter(v)
		again, err := url.ParseQuery(filter.Encode())
		require.NoError(t, err)
		require.Equal(t, filter, directory.ParseDirectoryFilter(again), "the canonical address reads back the same")
		page, err := svc.Directory(context.Background(), filter)
		require.NoError(t, err)
		require.LessOrEqual(t, len(page.Entries), directory.PageSize)
	})
}

// FuzzSearchQuery gives the search query builder any text at all, not only what the
// filters let through, and runs the query it builds in both searches, on any page.
func FuzzSearchQuery(f *testing.F) {
	svc := fuzzDirectory(f)
	f.Fuzz(func(t *testing.T, typed string, page int) {
		ctx := context.Background()
		_, err := svc.Market(ctx, directory.MarketFilter{Query: typed, Page: page})
		require.NoError(t, err)
		_, err = svc.Directory(ctx, directory.DirectoryFilter{Query: typed, Page: page})
		require.NoError(t, err)
	})
}

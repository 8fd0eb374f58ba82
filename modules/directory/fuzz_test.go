package directory_test

import (
	"context"
	"errors"
	"net/url"
	"os"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/directory"
)

// The fuzz tests run over the real database with the demo data (25 companies, their
// services), so every search reaches the text-search operators and the ranking. `go test`
// runs their seed corpus in testdata/fuzz; `go test -fuzz=FuzzX` searches for more.
//
// They only read, so they share one app seeded once: go test runs the fuzz targets one
// after another, after every test, and seeding the demo data is most of their time (three
// seedings took 11 of the package's 18 minutes on a busy machine). TestMain drops it.

var fuzzApp struct {
	once     sync.Once
	svc      *directory.Service
	err      error
	cleanups []func()
}

// packageTB is the first fuzz target's TB with its clean-ups and temporary folder kept
// until the package's tests end (TestMain), so the next targets use the same app.
type packageTB struct{ testing.TB }

func (packageTB) Cleanup(f func()) { fuzzApp.cleanups = append(fuzzApp.cleanups, f) }

func (p packageTB) TempDir() string {
	dir, err := os.MkdirTemp("", "directory-fuzz-")
	if err != nil {
		p.Fatalf("temp dir: %v", err)
	}
	p.Cleanup(func() { _ = os.RemoveAll(dir) })
	return dir
}

func TestMain(m *testing.M) {
	code := m.Run()
	for i := len(fuzzApp.cleanups) - 1; i >= 0; i-- {
		fuzzApp.cleanups[i]()
	}
	os.Exit(code)
}

func fuzzDirectory(f *testing.F) *directory.Service {
	fuzzApp.once.Do(func() {
		fuzzApp.err = errors.New("the shared app failed to build") // until it is built
		app := apptest.New(packageTB{f})
		fuzzApp.svc, fuzzApp.err = app.Server.Modules.Directory, app.Server.SeedDemo(context.Background())
	})
	require.NoError(f, fuzzApp.err)
	return fuzzApp.svc
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

package db

import (
	"context"
	"errors"
	"strings"
	"testing"

	sq "github.com/Masterminds/squirrel"
	"github.com/stretchr/testify/require"
)

func TestCountsAreBoundedAndSaySo(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		n, bound int32
		total    int
		more     bool
	}{{0, 1000, 0, false}, {1000, 1000, 1000, false}, {1001, 1000, 1000, true}, {201, 200, 200, true}} {
		total, more := Counted(c.n, c.bound)
		require.Equal(t, c.total, total)
		require.Equal(t, c.more, more)
	}
}

func TestBoundsAreWrittenAsNumbers(t *testing.T) {
	t.Parallel()
	require.Equal(t, "LIMIT 10 OFFSET 990", Window(10, 990))
	require.Equal(t, "LIMIT 1001", LimitTo(1001))
}

func TestABuiltStatementIsBuiltOncePerKey(t *testing.T) {
	t.Parallel()
	var b Built
	builds := 0
	build := func(v string) func() sq.Sqlizer {
		return func() sq.Sqlizer {
			builds++
			return sq.Select("1").From("t").Where("c = ?", v).PlaceholderFormat(sq.Dollar)
		}
	}
	for range 3 {
		sql, args, err := b.Of("a", build("x")).ToSql()
		require.NoError(t, err)
		require.Equal(t, "SELECT 1 FROM t WHERE c = $1", sql)
		require.Equal(t, []any{"x"}, args)
	}
	require.Equal(t, 1, builds, "built once for its key")
	_, args, _ := b.Of("b", build("y")).ToSql()
	require.Equal(t, []any{"y"}, args)
	require.Equal(t, 2, builds)

	_, _, err := b.Of("bad", func() sq.Sqlizer { return sq.Select() }).ToSql()
	require.Error(t, err, "a statement that cannot be built says so")
	_, _, err = b.Of("bad", func() sq.Sqlizer { return sq.Select("1") }).ToSql()
	require.NoError(t, err, "and is not kept")
}

func TestASearchTextsQueryIsMadeOnce(t *testing.T) {
	t.Parallel()
	var s SearchQueries
	made := 0
	build := func(_ context.Context, typed string) (string, error) {
		made++
		if typed == "down" {
			return "", errors.New("the database is down")
		}
		return "'" + typed + "':*", nil
	}
	for range 3 {
		q, err := s.Of(context.Background(), "solar", build)
		require.NoError(t, err)
		require.Equal(t, "'solar':*", q)
	}
	require.Equal(t, 1, made, "made once for its text")
	q, err := s.Of(context.Background(), "wind", build)
	require.NoError(t, err)
	require.Equal(t, "'wind':*", q)
	require.Equal(t, 2, made)

	_, err = s.Of(context.Background(), "down", build)
	require.Error(t, err)
	_, err = s.Of(context.Background(), "down", build)
	require.Error(t, err)
	require.Equal(t, 4, made, "a failure is not kept")

	long := strings.Repeat("solar ", 100)
	for range 2 {
		_, err = s.Of(context.Background(), long, build)
		require.NoError(t, err)
	}
	require.Equal(t, 6, made, "a text longer than a search box's is not kept")
}

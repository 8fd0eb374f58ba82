package db

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestOnlyAPlainQueryCountsAsARead(t *testing.T) {
	t.Parallel()
	for sql, read := range map[string]bool{
		"-- name: ListDirectory :many\nSELECT * FROM directory_companies": true,
		"/* c */ select 1":                         true,
		"  SELECT(1)":                              true,
		"WITH x AS (SELECT 1) SELECT *":            false, // for the tracer: it might write
		"INSERT INTO t VALUES (1)":                 false,
		"-- name: Touch :exec\nUPDATE t SET a = 1": false,
		"begin":             false,
		"-- only a comment": false,
	} {
		require.Equal(t, read, isRead(sql, false), sql)
	}
	require.True(t, isRead("WITH x AS (SELECT 1) SELECT * FROM x", true), "a replica may try it: it refuses a write")
}

func TestAFenceAtAPageStartWaitsForTheLastRecordNotThePageHeader(t *testing.T) {
	t.Parallel()
	const block, segment = 8192, 16 << 20
	require.Equal(t, uint64(3*block), recordEnd(3*block+24, block, segment), "past a page's short header")
	require.Equal(t, uint64(2*segment), recordEnd(2*segment+40, block, segment), "past a segment's long header")
	require.Equal(t, uint64(3*block+100), recordEnd(3*block+100, block, segment))
}

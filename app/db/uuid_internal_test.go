package db

import (
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgtype"
	"github.com/stretchr/testify/require"
)

// A prepared statement's id is written as its 16 bytes, without pgx's detour through a
// string (and an error) for a database/sql Valuer, and read back from them.
func TestAnIDIsWrittenAndReadAsItsBytes(t *testing.T) {
	m := pgtype.NewMap()
	registerUUIDOn(m)
	a := uuid.New()
	buf, err := m.Encode(pgtype.UUIDOID, pgtype.BinaryFormatCode, a, nil)
	require.NoError(t, err)
	require.Equal(t, a[:], buf)
	allocs := testing.AllocsPerRun(100, func() {
		buf, _ = m.Encode(pgtype.UUIDOID, pgtype.BinaryFormatCode, a, buf[:0])
	})
	require.LessOrEqual(t, allocs, 1.0, "an id is written as its bytes (the one allocation: the id put in an any)")

	var got uuid.UUID
	require.NoError(t, m.Scan(pgtype.UUIDOID, pgtype.BinaryFormatCode, a[:], &got))
	require.Equal(t, a, got)
	allocs = testing.AllocsPerRun(100, func() {
		_ = m.Scan(pgtype.UUIDOID, pgtype.BinaryFormatCode, a[:], &got)
	})
	require.LessOrEqual(t, allocs, 1.0, "an id is read from its bytes")
	require.ErrorContains(t, m.Scan(pgtype.UUIDOID, pgtype.BinaryFormatCode, a[:8], &got), "length")
}

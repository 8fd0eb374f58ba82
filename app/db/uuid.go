package db

import (
	"context"
	"fmt"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"
)

// registerUUID teaches a connection to send and read google/uuid's UUID as PostgreSQL's 16
// binary bytes. Without it pgx takes the UUID for a database/sql Valuer and Scanner: each id
// a statement sends became a 36-character string, after a failed binary attempt that built an
// error, and each id a row brought was parsed back from text. On a company page (eight
// statements, each with an id) that was a twentieth of the Go time (docs/conventions.md,
// "Database").
// Statements run with pgx's exec mode send their values as text, as before.
func registerUUID(_ context.Context, conn *pgx.Conn) error {
	registerUUIDOn(conn.TypeMap())
	return nil
}

func registerUUIDOn(m *pgtype.Map) {
	t := &pgtype.Type{Name: "uuid", OID: pgtype.UUIDOID, Codec: uuidCodec{}}
	m.RegisterType(t)
	m.RegisterType(&pgtype.Type{Name: "_uuid", OID: pgtype.UUIDArrayOID, Codec: &pgtype.ArrayCodec{ElementType: t}})
}

// uuidCodec is pgx's uuid codec that also knows uuid.UUID in the binary format; anything
// else (pgtype.UUID, strings, the text format) goes to pgx's own.
type uuidCodec struct{ pgtype.UUIDCodec }

func (c uuidCodec) PlanEncode(m *pgtype.Map, oid uint32, format int16, value any) pgtype.EncodePlan {
	if _, ok := value.(uuid.UUID); ok && format == pgtype.BinaryFormatCode {
		return encodeUUID{}
	}
	return c.UUIDCodec.PlanEncode(m, oid, format, value)
}

func (c uuidCodec) PlanScan(m *pgtype.Map, oid uint32, format int16, target any) pgtype.ScanPlan {
	if _, ok := target.(*uuid.UUID); ok && format == pgtype.BinaryFormatCode {
		return scanUUID{}
	}
	return c.UUIDCodec.PlanScan(m, oid, format, target)
}

type encodeUUID struct{}

func (encodeUUID) Encode(value any, buf []byte) ([]byte, error) {
	u := value.(uuid.UUID)
	return append(buf, u[:]...), nil
}

type scanUUID struct{}

func (scanUUID) Scan(src []byte, dst any) error {
	if src == nil { // as uuid.UUID's own Scan: NULL is the zero id
		*dst.(*uuid.UUID) = uuid.UUID{}
		return nil
	}
	if len(src) != len(uuid.UUID{}) {
		return fmt.Errorf("invalid length for uuid: %d", len(src))
	}
	copy(dst.(*uuid.UUID)[:], src)
	return nil
}

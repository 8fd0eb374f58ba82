package db

import (
	"errors"
	"sync"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgtype"
)

// Held rows: a statement's rows read to their end while its connection was held, and read
// again by whoever asked once the connection is back in the pool (Together's rounds).

// typeMaps are the type maps held rows are read with: a connection's own is not safe to
// share once the connection is back in the pool. Each knows our uuid (uuid.go), as a
// connection's does.
var typeMaps = sync.Pool{New: func() any {
	m := pgtype.NewMap()
	registerUUIDOn(m)
	return m
}}

// heldRows are a statement's rows read into memory: pgx.Rows over them.
type heldRows struct {
	fields []pgconn.FieldDescription
	values [][][]byte
	tag    pgconn.CommandTag
	next   int
	m      *pgtype.Map
	err    error
}

// hold reads rows to their end.
func hold(rows pgx.Rows) (*heldRows, error) {
	defer rows.Close()
	h := &heldRows{fields: append([]pgconn.FieldDescription(nil), rows.FieldDescriptions()...)}
	for rows.Next() {
		raw := rows.RawValues()
		size := 0
		for _, v := range raw {
			size += len(v)
		}
		buf := make([]byte, 0, size)
		row := make([][]byte, len(raw))
		for i, v := range raw {
			if v != nil {
				start := len(buf)
				buf = append(buf, v...)
				row[i] = buf[start:len(buf):len(buf)]
			}
		}
		h.values = append(h.values, row)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	h.tag = rows.CommandTag()
	return h, nil
}

func (h *heldRows) Next() bool {
	if h.next < len(h.values) && h.err == nil {
		h.next++
		if h.m == nil {
			h.m = typeMaps.Get().(*pgtype.Map)
		}
		return true
	}
	h.Close()
	return false
}

func (h *heldRows) Scan(dest ...any) error {
	if h.next == 0 || h.next > len(h.values) {
		return errors.New("db: Scan without a row")
	}
	if err := pgx.ScanRow(h.m, h.fields, h.values[h.next-1], dest...); err != nil {
		h.err = err
		return err
	}
	return nil
}

func (h *heldRows) Values() ([]any, error) {
	if h.next == 0 || h.next > len(h.values) {
		return nil, errors.New("db: Values without a row")
	}
	row := h.values[h.next-1]
	out := make([]any, len(row))
	for i, src := range row {
		if src == nil {
			continue
		}
		f := h.fields[i]
		t, ok := h.m.TypeForOID(f.DataTypeOID)
		if !ok {
			if f.Format == pgtype.TextFormatCode {
				out[i] = string(src)
			} else {
				out[i] = append([]byte(nil), src...)
			}
			continue
		}
		v, err := t.Codec.DecodeValue(h.m, f.DataTypeOID, f.Format, src)
		if err != nil {
			h.err = err
			return nil, err
		}
		out[i] = v
	}
	return out, nil
}

// Close gives the type map back; the rows stay readable by nothing more.
func (h *heldRows) Close() {
	if h.m != nil {
		typeMaps.Put(h.m)
		h.m = nil
	}
	h.next = len(h.values) + 1
}

func (h *heldRows) Err() error                                   { return h.err }
func (h *heldRows) CommandTag() pgconn.CommandTag                { return h.tag }
func (h *heldRows) FieldDescriptions() []pgconn.FieldDescription { return h.fields }
func (h *heldRows) RawValues() [][]byte {
	if h.next == 0 || h.next > len(h.values) {
		return nil
	}
	return h.values[h.next-1]
}
func (h *heldRows) Conn() *pgx.Conn { return nil }

// TypeMap is the map the rows are read with, taken before the first row if need be.
func (h *heldRows) TypeMap() *pgtype.Map {
	if h.m == nil && h.next <= len(h.values) {
		h.m = typeMaps.Get().(*pgtype.Map)
	}
	return h.m
}

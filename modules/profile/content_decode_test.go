package profile

import (
	"encoding/json"
	"reflect"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// decodeStored reads what encoding/json wrote (content.go): every field of a record, its
// history's sections and its marks come back as encoding/json itself reads them, nulls and
// empty values too. A type given a field v2 reads otherwise fails here.
func TestStoredJSONReadsAsEncodingJSONWroteIt(t *testing.T) {
	at := time.Date(2026, 11, 30, 9, 15, 0, 123456789, time.FixedZone("", 3600))
	for _, v := range []any{filled[Content](at), filled[map[string]historySection](at), filled[storedMarks](at),
		Content{}, map[string]historySection{}, storedMarks{}} {
		b, err := json.Marshal(v)
		require.NoError(t, err)
		for _, data := range [][]byte{b, []byte(`{}`)} {
			want, got := reflect.New(reflect.TypeOf(v)), reflect.New(reflect.TypeOf(v))
			require.NoError(t, json.Unmarshal(data, want.Interface()))
			require.NoError(t, decodeStored(data, got.Interface()), "%T", v)
			require.Equal(t, want.Interface(), got.Interface(), "%T", v)
		}
	}
	// A section never answered is stored with nulls, which read as "".
	var sec Section
	require.NoError(t, decodeStored([]byte(`{"status":null,"plannedFor":null,"answeredAt":null,"visibility":"live","details":[]}`), &sec))
	require.Equal(t, Section{Visibility: "live", Details: []Detail{}}, sec)
}

// filled is a T with every field, element and entry set (two of each slice and map), so
// that a field the decoders read differently shows.
func filled[T any](at time.Time) T {
	var v T
	fill(reflect.ValueOf(&v).Elem(), at, 0)
	return v
}

func fill(v reflect.Value, at time.Time, depth int) {
	if depth > 8 {
		return
	}
	if v.Type() == reflect.TypeOf(at) {
		v.Set(reflect.ValueOf(at))
		return
	}
	switch v.Kind() {
	case reflect.String:
		v.SetString("x é 漢 \"<&>\" " + v.Type().Name())
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Int, reflect.Int32, reflect.Int64:
		v.SetInt(int64(7 + depth))
	case reflect.Float64:
		v.SetFloat(2.5)
	case reflect.Pointer:
		v.Set(reflect.New(v.Type().Elem()))
		fill(v.Elem(), at, depth+1)
	case reflect.Slice:
		v.Set(reflect.MakeSlice(v.Type(), 2, 2))
		for i := range 2 {
			fill(v.Index(i), at, depth+1)
		}
	case reflect.Map:
		v.Set(reflect.MakeMap(v.Type()))
		for i := range 2 {
			k, e := reflect.New(v.Type().Key()).Elem(), reflect.New(v.Type().Elem()).Elem()
			fill(k, at, depth+1)
			if k.Kind() == reflect.String {
				k.SetString(k.String() + string(rune('a'+i)))
			}
			fill(e, at, depth+1)
			v.SetMapIndex(k, e)
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				fill(v.Field(i), at, depth+1)
			}
		}
	}
}

package profile

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"
)

// A NullString reads the same through the stored snapshots' decoder (UnmarshalJSONFrom)
// and encoding/json (UnmarshalJSON): null as "", text as itself, anything else refused.
func TestNullStringReadsAlikeThroughBothDecoders(t *testing.T) {
	type holder struct {
		V NullString `json:"v"`
	}
	for raw, want := range map[string]NullString{`{"v":null}`: "", `{"v":"a \"b\" \u00e9"}`: `a "b" é`, `{"v":""}`: "", `{}`: ""} {
		var v2, v1 holder
		require.NoError(t, decodeStored([]byte(raw), &v2), raw)
		require.NoError(t, json.Unmarshal([]byte(raw), &v1), raw)
		require.Equal(t, want, v2.V, raw)
		require.Equal(t, want, v1.V, raw)
	}
	for _, raw := range []string{`{"v":1}`, `{"v":{}}`, `{"v":[]}`, `{"v":true}`} {
		var v2, v1 holder
		require.Error(t, decodeStored([]byte(raw), &v2), raw)
		require.Error(t, json.Unmarshal([]byte(raw), &v1), raw)
	}
}

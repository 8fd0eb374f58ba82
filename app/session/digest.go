package session

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
)

// Digest names this request's session as it stands: its token and a hash of every value
// in it, "" when the browser has none. A signed-in page kept under it (app/pagecache,
// private.go) is never served to another session, nor to this one once anything in it
// changed: a message queued to show, a fresh proof, a new sign-in.
func (s *Sessions) Digest(ctx context.Context) string {
	token := s.Token(ctx)
	if token == "" {
		return ""
	}
	h := sha256.New()
	for _, k := range s.Keys(ctx) { // sorted
		fmt.Fprintf(h, "%q=%#v\n", k, s.Get(ctx, k))
	}
	return token + "." + base64.RawURLEncoding.EncodeToString(h.Sum(nil)[:16])
}

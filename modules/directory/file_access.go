package directory

import (
	"context"

	"greenconnect/app/upload"
	"greenconnect/app/web"
)

// FileAccess is the directory's guard of the price lists (upload.Protect), a kind the
// profile's evidence shares: a service's price list is public, as its page is (docs/directory.md,
// "Files").
func (s *Service) FileAccess(ctx context.Context, key string, _ *web.User) (upload.Access, error) {
	ok, err := s.q.ServiceFileExists(ctx, key)
	if err != nil || !ok {
		return upload.NotMine, err
	}
	return upload.Public, nil
}

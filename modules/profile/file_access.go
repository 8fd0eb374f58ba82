package profile

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"

	"greenconnect/app/upload"
	"greenconnect/app/web"
	"greenconnect/modules/account"
	"greenconnect/modules/profile/store"
)

// FileAccess is the profile's guard of its evidence and price lists (upload.Protect;
// docs/profile.md, "Files"): a file on the public face of a listed profile (a live section
// of its published snapshot) is public; any other, a verification document above all, is
// served only to the profile's owner and to staff (admins and moderators, who review it).
// Read on every request, so a file that leaves the public face stops being served at once.
func (s *Service) FileAccess(ctx context.Context, key string, viewer *web.User) (upload.Access, error) {
	row, err := s.q.GetProfileFileOwner(ctx, key)
	if errors.Is(err, pgx.ErrNoRows) {
		return upload.NotMine, nil
	}
	if err != nil {
		return upload.Hidden, err
	}
	public, err := onPublicFace(row, upload.URL(key))
	if err != nil {
		return upload.Hidden, err
	}
	switch {
	case public:
		return upload.Public, nil
	case viewer != nil && (viewer.ID == row.UserID || viewer.HasRole(account.RoleAdmin, account.RoleModerator)):
		return upload.Private, nil
	}
	return upload.Hidden, nil
}

// onPublicFace reports whether a listed profile shows the address to visitors: its logo, or
// a file of a live section of the published snapshot (what RecordFor gives anyone).
func onPublicFace(row store.CompanyProfile, address string) (bool, error) {
	if Status(row.Status) != StatusApproved || !row.Published || row.PublishedRecord == nil {
		return false, nil
	}
	c, err := publicContent(row)
	if err != nil {
		return false, err
	}
	if c.Company.Logo == address {
		return true, nil
	}
	live := liveOnly(c)
	for _, sec := range live.All() {
		for _, d := range sec.Details {
			if d.Attachment == address || d.PriceListFile == address {
				return true, nil
			}
		}
	}
	return false, nil
}

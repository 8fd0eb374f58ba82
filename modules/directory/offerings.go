package directory

import (
	"context"
	"errors"
	"mime/multipart"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/db"
	"greenconnect/app/upload"
	"greenconnect/app/web"
	"greenconnect/modules/directory/store"
	"greenconnect/modules/profile"
)

// OwnOfferings lists every service of a company, drafts included, oldest first.
func (s *Service) OwnOfferings(ctx context.Context, profileID uuid.UUID) ([]Offering, error) {
	rows, err := s.q.ListCompanyServices(ctx, profileID)
	if err != nil {
		return nil, err
	}
	out := make([]Offering, len(rows))
	for i, r := range rows {
		out[i] = offeringOf(store.GetServiceRow(r))
	}
	return out, s.withTakedowns(ctx, profileID, out)
}

// OwnOffering is one service of the company; web.NotFound when it is not the company's
// (another company's service is as unknown as a missing one).
func (s *Service) OwnOffering(ctx context.Context, profileID, id uuid.UUID) (Offering, error) {
	r, err := s.q.GetService(ctx, id)
	if errors.Is(err, pgx.ErrNoRows) || (err == nil && r.CompanyProfileID != profileID) {
		return Offering{}, web.NotFound()
	}
	if err != nil {
		return Offering{}, err
	}
	o := offeringOf(r)
	o.Takedown, err = s.takedown(ctx, id)
	return o, err
}

// Create stores a new, unpublished service of the company.
func (s *Service) Create(ctx context.Context, profileID uuid.UUID, o Offering) (Offering, error) {
	pics, err := s.checkFiles(ctx, profileID, o)
	if err != nil {
		return Offering{}, err
	}
	o.Pictures = pics
	if _, err := s.company(ctx, profileID); err != nil { // its directory row, for the copy below
		return Offering{}, err
	}
	s.facets.forget()
	s.forgetCounts()
	r, err := s.q.InsertService(ctx, store.InsertServiceParams{
		CompanyProfileID: profileID, Name: o.Name, LogoKey: o.LogoKey, Industry: o.Industry, Category: o.Category,
		Url: o.URL, InstagramUrl: o.InstagramURL, FacebookUrl: o.FacebookURL, LinkedinUrl: o.LinkedinURL,
		Description: o.Description, Explanation: o.Explanation, Tags: nonNil(o.Tags), Pictures: PicturesJSON(o.Pictures),
		PriceLink: o.PriceLink, PriceListKey: o.PriceListKey, Now: s.now(),
	})
	if err != nil {
		return Offering{}, err
	}
	return offeringOf(store.GetServiceRow(r)), s.q.CopyCompanyToServices(ctx, profileID)
}

// Update saves the service when nobody saved it since o.Version was read (else
// web.Conflict), then deletes the files it no longer uses.
func (s *Service) Update(ctx context.Context, profileID uuid.UUID, o Offering) (Offering, error) {
	old, err := s.OwnOffering(ctx, profileID, o.ID)
	if err != nil {
		return Offering{}, err
	}
	if o.Pictures, err = s.checkFiles(ctx, profileID, o); err != nil {
		return Offering{}, err
	}
	s.facets.forget()
	s.forgetCounts()
	r, err := s.q.UpdateService(ctx, store.UpdateServiceParams{
		ID: o.ID, CompanyProfileID: profileID, Version: int32(o.Version),
		Name: o.Name, LogoKey: o.LogoKey, Industry: o.Industry, Category: o.Category,
		Url: o.URL, InstagramUrl: o.InstagramURL, FacebookUrl: o.FacebookURL, LinkedinUrl: o.LinkedinURL,
		Description: o.Description, Explanation: o.Explanation, Tags: nonNil(o.Tags), Pictures: PicturesJSON(o.Pictures),
		PriceLink: o.PriceLink, PriceListKey: o.PriceListKey, Now: s.now(),
	})
	if errors.Is(err, pgx.ErrNoRows) {
		return Offering{}, web.Conflict("directory.manage.conflict")
	}
	if err != nil {
		return Offering{}, err
	}
	saved := offeringOf(store.GetServiceRow(r))
	if old.Takedown != nil && old.Takedown.EditedAt == nil {
		if err := s.q.MarkTakedownEdited(ctx, store.MarkTakedownEditedParams{ServiceID: o.ID, Now: s.now()}); err != nil {
			return Offering{}, err
		}
	}
	s.changed(ctx, profile.PageTag(profileID))
	s.dropFiles(ctx, profileID, unusedKeys(old, saved))
	return saved, nil
}

// SetPublished publishes or unpublishes the service (version-checked like a save). A
// service an admin took down is published again only once edited since (else
// web.Conflict), and that publish clears the admin's mark (docs/directory.md,
// "Administration").
func (s *Service) SetPublished(ctx context.Context, profileID, id uuid.UUID, version int, published bool) (Offering, error) {
	if _, err := s.OwnOffering(ctx, profileID, id); err != nil {
		return Offering{}, err
	}
	s.facets.forget()
	s.forgetCounts()
	var r store.SetServicePublishedRow
	err := db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
		if published {
			if err := publishAfterTakedown(ctx, q, id); err != nil {
				return err
			}
		}
		var err error
		r, err = q.SetServicePublished(ctx, store.SetServicePublishedParams{
			ID: id, CompanyProfileID: profileID, Version: int32(version), Published: published, Now: s.now(),
		})
		if errors.Is(err, pgx.ErrNoRows) {
			return web.Conflict("directory.manage.conflict")
		}
		return err
	})
	if err != nil {
		return Offering{}, err
	}
	s.changed(ctx, profile.PageTag(profileID))
	return offeringOf(store.GetServiceRow(r)), nil
}

// Delete removes the service and its files (version-checked: what is deleted is what the
// person saw).
func (s *Service) Delete(ctx context.Context, profileID, id uuid.UUID, version int) error {
	if _, err := s.OwnOffering(ctx, profileID, id); err != nil {
		return err
	}
	s.facets.forget()
	s.forgetCounts()
	r, err := s.q.DeleteService(ctx, store.DeleteServiceParams{ID: id, CompanyProfileID: profileID, Version: int32(version)})
	if errors.Is(err, pgx.ErrNoRows) {
		return web.Conflict("directory.manage.conflict")
	}
	if err != nil {
		return err
	}
	s.changed(ctx, profile.PageTag(profileID))
	s.dropFiles(ctx, profileID, fileKeys(offeringOf(store.GetServiceRow(r))))
	return nil
}

// SaveFile stores an uploaded file for the company's services: checked by content,
// images re-encoded. A *upload.Rejected error says why it was refused.
func (s *Service) SaveFile(ctx context.Context, profileID uuid.UUID, kind upload.Kind, fh *multipart.FileHeader) (upload.Stored, error) {
	f, err := s.uploads.SaveForm(ctx, kind, fh)
	if err != nil {
		return f, err
	}
	return f, s.q.InsertServiceFile(ctx, store.InsertServiceFileParams{
		Key: f.Key, ProfileID: profileID, Kind: kind.Name, Width: int32(f.Width), Height: int32(f.Height), Now: s.now(),
	})
}

// checkFiles refuses a service that points at files its company did not upload (a forged
// form) and returns its pictures with the sizes that were stored, not those of the form.
func (s *Service) checkFiles(ctx context.Context, profileID uuid.UUID, o Offering) ([]StoredPicture, error) {
	keys := fileKeys(o)
	if len(keys) == 0 {
		return o.Pictures, nil
	}
	owned, err := s.q.ListOwnedServiceFiles(ctx, store.ListOwnedServiceFilesParams{ProfileID: profileID, Keys: keys})
	if err != nil {
		return nil, err
	}
	sizes := map[string]store.ServiceFile{}
	for _, f := range owned {
		sizes[f.Key] = f
	}
	for _, k := range keys {
		if _, ok := sizes[k]; !ok {
			return nil, web.BadRequest("directory.form.error.file")
		}
	}
	pics := make([]StoredPicture, len(o.Pictures))
	for i, p := range o.Pictures {
		pics[i] = StoredPicture{Key: p.Key, Width: int(sizes[p.Key].Width), Height: int(sizes[p.Key].Height)}
	}
	return pics, nil
}

// fileKeys are the stored files a service uses.
func fileKeys(o Offering) []string {
	var keys []string
	for _, k := range []string{o.LogoKey, o.PriceListKey} {
		if k != "" {
			keys = append(keys, k)
		}
	}
	for _, p := range o.Pictures {
		keys = append(keys, p.Key)
	}
	return keys
}

// unusedKeys are the files old used that saved no longer does.
func unusedKeys(old, saved Offering) []string {
	keep := map[string]bool{}
	for _, k := range fileKeys(saved) {
		keep[k] = true
	}
	var out []string
	for _, k := range fileKeys(old) {
		if !keep[k] {
			out = append(out, k)
		}
	}
	return out
}

// dropFiles deletes files and their records. A failure is only logged: the sweep retries.
func (s *Service) dropFiles(ctx context.Context, profileID uuid.UUID, keys []string) {
	for _, k := range keys {
		if err := s.uploads.Delete(ctx, k); err != nil {
			web.Log(ctx).Warn("directory: delete file", "key", k, "err", err)
			continue
		}
		if err := s.q.DeleteServiceFile(ctx, store.DeleteServiceFileParams{Key: k, ProfileID: profileID}); err != nil {
			web.Log(ctx).Warn("directory: forget file", "key", k, "err", err)
		}
	}
}

// sweepFiles deletes uploads that no service uses a day after they were made.
func (s *Service) sweepFiles(ctx context.Context) error {
	rows, err := s.q.ListUnusedServiceFiles(ctx, s.now().Add(-24*time.Hour))
	if err != nil {
		return err
	}
	for _, r := range rows {
		s.dropFiles(ctx, r.ProfileID, []string{r.Key})
	}
	return nil
}

// offeringOf reads a stored row. Every query returns the same columns; the row types
// sqlc makes for them convert to GetServiceRow.
func offeringOf(r store.GetServiceRow) Offering {
	return Offering{
		ID: r.ID, CompanyProfileID: r.CompanyProfileID, Version: int(r.Version), Published: r.Published,
		Name: r.Name, LogoKey: r.LogoKey, Industry: r.Industry, Category: r.Category, URL: r.Url,
		InstagramURL: r.InstagramUrl, FacebookURL: r.FacebookUrl, LinkedinURL: r.LinkedinUrl,
		Description: r.Description, Explanation: r.Explanation, Tags: r.Tags,
		PriceLink: r.PriceLink, PriceListKey: r.PriceListKey, Pictures: PicturesOf(r.Pictures),
		CreatedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt, PublishedAt: r.PublishedAt,
	}
}

// ownedPictures gives kept pictures their stored sizes; a key the company did not upload
// is a forged form.
func (s *Service) ownedPictures(ctx context.Context, profileID uuid.UUID, pics []StoredPicture) ([]StoredPicture, error) {
	return s.checkFiles(ctx, profileID, Offering{Pictures: pics})
}

// nonNil is the list, or an empty one (the column takes no NULL).
func nonNil(tags []string) []string {
	if tags == nil {
		return []string{}
	}
	return tags
}

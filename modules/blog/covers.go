package blog

import (
	"context"
	"errors"
	"mime/multipart"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/upload"
	"greenconnect/app/web"
	"greenconnect/modules/blog/store"
)

// Cover is one of a company's cover files: the form names it by ID, the page shows Key.
type Cover struct {
	ID  uuid.UUID
	Key string
}

// URL is where the cover is served.
func (c Cover) URL() string { return upload.URL(c.Key) }

// StoreCover stores an uploaded cover (checked by content and re-encoded by app/upload)
// and records it as the company's (docs/blog.md, "Covers"). A refused file is an
// *upload.Rejected.
func (s *Service) StoreCover(ctx context.Context, profileID uuid.UUID, fh *multipart.FileHeader) (Cover, error) {
	stored, err := s.uploads.SaveForm(ctx, upload.Picture, fh)
	if err != nil {
		return Cover{}, err
	}
	id, err := s.q.InsertBlogFile(ctx, store.InsertBlogFileParams{Key: stored.Key, ProfileID: profileID, Now: s.now()})
	if err != nil {
		_ = s.uploads.Delete(ctx, stored.Key) // never recorded: nobody else can hold it
		return Cover{}, err
	}
	return Cover{ID: id, Key: stored.Key}, nil
}

// OwnCover is one of the company's covers by the id a form sent; a field error for an id
// the company did not upload (another company's, or made up).
func (s *Service) OwnCover(ctx context.Context, profileID, id uuid.UUID) (Cover, error) {
	key, err := s.q.GetOwnBlogFile(ctx, store.GetOwnBlogFileParams{ID: id, ProfileID: profileID})
	if errors.Is(err, pgx.ErrNoRows) {
		return Cover{}, web.InvalidField("cover", "blog.form.error.cover_unknown", nil)
	}
	return Cover{ID: id, Key: key}, err
}

// coverOf is the cover a saved post shows, with the id the editor names it by.
func (s *Service) coverOf(ctx context.Context, p Post) (Cover, error) {
	if p.CoverKey == "" {
		return Cover{}, nil
	}
	id, err := s.q.GetBlogFileIDOfKey(ctx, store.GetBlogFileIDOfKeyParams{Key: p.CoverKey, ProfileID: p.ProfileID})
	if errors.Is(err, pgx.ErrNoRows) {
		return Cover{}, nil // not the company's file: the editor does not keep it
	}
	return Cover{ID: id, Key: p.CoverKey}, err
}

// dropCover forgets one of the company's covers once no post shows it, and deletes the
// stored file only then: a key the blog did not record for this company is never deleted.
func (s *Service) dropCover(ctx context.Context, profileID uuid.UUID, key string) {
	if key == "" {
		return
	}
	k, err := s.q.DropBlogFile(ctx, store.DropBlogFileParams{Key: key, ProfileID: profileID})
	if errors.Is(err, pgx.ErrNoRows) {
		return
	}
	if err != nil {
		web.Log(ctx).Warn("blog: forget cover", "key", key, "err", err)
		return
	}
	s.deleteFile(ctx, k)
}

// deleteFile deletes a stored file whose row is gone; a failure is logged (the file is
// only orphaned, and no row names it).
func (s *Service) deleteFile(ctx context.Context, key string) {
	if err := s.uploads.Delete(ctx, key); err != nil {
		web.Log(ctx).Warn("blog: delete cover", "key", key, "err", err)
	}
}

// SweepCovers deletes the covers no post shows a day after they were uploaded (an editor
// left unsaved, a cover replaced before saving).
func (s *Service) SweepCovers(ctx context.Context) error {
	rows, err := s.q.ListUnusedBlogFiles(ctx, s.now().Add(-24*time.Hour))
	if err != nil {
		return err
	}
	for _, r := range rows {
		s.dropCover(ctx, r.ProfileID, r.Key)
	}
	return nil
}

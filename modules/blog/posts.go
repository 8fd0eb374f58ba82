package blog

import (
	"context"
	"errors"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/web"
	"greenconnect/modules/blog/store"
)

// Save creates (in.ID uuid.Nil) or updates one of the company's posts. A stale version is
// a conflict that changes nothing; another company's post is not found. The cover is one
// the company uploaded (in.CoverID, checked against it); the one replaced or removed is
// deleted (docs/blog.md, "Covers").
func (s *Service) Save(ctx context.Context, profileID, userID uuid.UUID, in PostInput) (Post, error) {
	var errs web.FieldErrors
	in.Check(&errs)
	if err := errs.Err(); err != nil {
		return Post{}, err
	}
	var cover Cover
	if in.CoverID != uuid.Nil {
		c, err := s.OwnCover(ctx, profileID, in.CoverID)
		if err != nil {
			return Post{}, err
		}
		cover = c
	}
	now := s.now()
	if in.ID == uuid.Nil {
		row, err := s.q.CreatePost(ctx, store.CreatePostParams{ProfileID: profileID, UserID: userID,
			InternalTitle: in.InternalTitle, Title: in.Title, Content: in.Content, Summary: Summary(in.Content),
			CoverKey: cover.Key, Category: in.Category, Published: in.Published, Now: now})
		if err != nil {
			return Post{}, err
		}
		p := postOf(store.GetPostRow(row))
		if p.Published {
			s.changed(ctx, p.UserID, PostTag(p.ID))
		}
		return p, nil
	}
	old, err := s.Own(ctx, profileID, in.ID)
	if err != nil {
		return Post{}, err
	}
	row, err := s.q.UpdatePost(ctx, store.UpdatePostParams{ID: in.ID, ProfileID: profileID, Version: int32(in.Version),
		InternalTitle: in.InternalTitle, Title: in.Title, Content: in.Content, Summary: Summary(in.Content),
		CoverKey: cover.Key, Category: in.Category, Published: in.Published, Now: now})
	if errors.Is(err, pgx.ErrNoRows) {
		return Post{}, web.Conflict("blog.form.conflict")
	}
	if err != nil {
		return Post{}, err
	}
	p := postOf(store.GetPostRow(row))
	if old.CoverKey != p.CoverKey {
		s.dropCover(ctx, profileID, old.CoverKey)
	}
	if old.Published || p.Published {
		s.changed(ctx, p.UserID, PostTag(p.ID))
	}
	return p, nil
}

// Own is one of the company's posts; web.NotFound for another company's.
func (s *Service) Own(ctx context.Context, profileID, id uuid.UUID) (Post, error) {
	p, err := s.get(ctx, id)
	if err == nil && p.ProfileID != profileID {
		return Post{}, web.NotFound()
	}
	return p, err
}

// OwnPosts are the company's posts, newest first: drafts, published and hidden.
func (s *Service) OwnPosts(ctx context.Context, profileID uuid.UUID) ([]Post, error) {
	rows, err := s.q.ListOwnPosts(ctx, profileID)
	if err != nil {
		return nil, err
	}
	out := make([]Post, len(rows))
	for i, r := range rows {
		out[i] = postOf(store.GetPostRow(r))
	}
	return out, nil
}

// Delete deletes one of the company's posts and its cover.
func (s *Service) Delete(ctx context.Context, profileID, id uuid.UUID) error {
	row, err := s.q.DeletePost(ctx, store.DeletePostParams{ID: id, ProfileID: profileID})
	if errors.Is(err, pgx.ErrNoRows) {
		return web.NotFound()
	}
	if err != nil {
		return err
	}
	s.dropCover(ctx, profileID, row.CoverKey)
	if row.Published {
		s.changed(ctx, row.UserID, PostTag(row.ID))
	}
	return nil
}

// Viewer is who asks to read a post: the company they sign in for and whether they
// moderate.
type Viewer struct {
	ProfileID uuid.UUID // uuid.Nil for visitors
	Moderator bool      // moderators and admins see hidden posts
}

// View is a post as the viewer may read it: a public post for everyone; a draft or a
// hidden post for its company, a hidden one also for moderators; else web.NotFound.
func (s *Service) View(ctx context.Context, v Viewer, id uuid.UUID) (Post, Author, error) {
	p, err := s.get(ctx, id)
	if err != nil {
		return Post{}, Author{}, err
	}
	own := v.ProfileID != uuid.Nil && v.ProfileID == p.ProfileID
	if !p.Public() && !own && !(v.Moderator && p.Hidden) {
		return Post{}, Author{}, web.NotFound()
	}
	a, err := s.author(ctx, p.ProfileID)
	return p, a, err
}

package profile

import (
	"context"
	"mime/multipart"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/db"
	"greenconnect/app/upload"
	"greenconnect/app/web"
	"greenconnect/modules/profile/store"
)

// FileRef is a file uploaded for a profile.
type FileRef struct {
	URL         string `json:"url"`  // its address (upload.URL of the key), what records hold
	Kind        string `json:"kind"` // logo, attachment, pricelist
	Name        string `json:"name"` // the file's name as uploaded
	ContentType string `json:"contentType"`
	Size        int64  `json:"size"`
}

// uploadKinds are the kinds of file a profile takes, by the name the API uses.
var uploadKinds = map[string]upload.Kind{"logo": upload.Logo, "attachment": upload.Attachment, "pricelist": upload.PriceList}

// SaveFile stores an uploaded file for the profile (checked by content and re-encoded by
// the upload store) and records that it belongs to it. A refused file is a 422 whose
// message says why ('You can only use allowed file types', the size limit).
func (s *Service) SaveFile(ctx context.Context, id uuid.UUID, u *web.User, kind string, fh *multipart.FileHeader) (FileRef, error) {
	row, err := s.editable(ctx, id, u)
	if err != nil {
		return FileRef{}, err
	}
	k, ok := uploadKinds[kind]
	if !ok {
		return FileRef{}, web.InvalidField("kind", "profile.error.file_kind", nil)
	}
	if fh == nil {
		return FileRef{}, web.InvalidField("file", "profile.error.file_missing", nil)
	}
	stored, err := s.uploads.SaveForm(ctx, k, fh)
	if rej, ok := upload.IsRejected(err); ok {
		e := web.InvalidField("file", rej.Key, rej.Data)
		e.Key, e.Data = rej.Key, rej.Data
		return FileRef{}, e
	}
	if err != nil {
		return FileRef{}, err
	}
	name := fileName(fh.Filename)
	err = db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		if err := s.q.WithTx(tx).InsertProfileFile(ctx, store.InsertProfileFileParams{Key: stored.Key, ProfileID: id, Kind: kind,
			Name: name, ContentType: stored.ContentType, Size: stored.Size, Now: s.now()}); err != nil {
			return err
		}
		return s.auditOnBehalf(ctx, tx, u, row, "profile.file.upload", "", map[string]any{},
			map[string]any{"file": stored.URL(), "name": name, "kind": kind})
	})
	if err != nil {
		return FileRef{}, err
	}
	return FileRef{URL: stored.URL(), Kind: kind, Name: name, ContentType: stored.ContentType, Size: stored.Size}, nil
}

// fileName keeps the base name a person gave the file, for link text only.
func fileName(n string) string {
	n = filepath.Base(strings.ReplaceAll(n, "\\", "/"))
	if n == "." || n == "/" {
		return ""
	}
	if utf8.RuneCountInString(n) > 120 {
		n = string([]rune(n)[:120])
	}
	return n
}

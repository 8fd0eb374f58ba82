// Package upload stores user files: checked by content (not by name or the browser's
// claim), images decoded and re-encoded (which drops anything hidden in them), and kept in
// blob storage through gocloud.dev/blob (file:// locally, s3:// in production).
package upload

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"strings"
	"time"

	"github.com/google/uuid"
	"gocloud.dev/blob"
	_ "gocloud.dev/blob/fileblob" // file:// buckets
	_ "gocloud.dev/blob/s3blob"   // s3:// buckets
	"gocloud.dev/gcerrors"

	"greenconnect/app/web"
)

// Prefix is where stored files are served.
const Prefix = "/media/"

// Store keeps uploads in a bucket.
type Store struct {
	bucket *blob.Bucket
	// decodes holds a slot per image being decoded: at most cap(decodes) at once, each
	// within maxDecodedBytes. Others wait up to decodeWait, then are told to try again.
	decodes    chan struct{}
	decodeWait time.Duration
	// guards are the modules that answer for the files of a kind (Protect), by kind name.
	guards map[string][]Guard
}

// Decodes at once, and how long an upload waits for a slot. Decoding is CPU-bound, so more
// at once would not finish sooner; each holds up to ~200 MB while it runs.
const (
	maxDecodes = 2
	decodeWait = 15 * time.Second
)

// Open opens the bucket at url (BLOB_URL).
func Open(ctx context.Context, url string) (*Store, error) {
	b, err := blob.OpenBucket(ctx, url)
	if err != nil {
		return nil, fmt.Errorf("BLOB_URL: %w", err)
	}
	return &Store{bucket: b, decodes: make(chan struct{}, maxDecodes), decodeWait: decodeWait}, nil
}

// Close releases the bucket.
func (s *Store) Close() error { return s.bucket.Close() }

// Stored describes a saved file.
type Stored struct {
	Key           string
	ContentType   string
	Size          int64
	Width, Height int // images only
}

// URL is where the browser fetches the file.
func (f Stored) URL() string { return URL(f.Key) }

// URL is the address of a stored key ("" for none).
func URL(key string) string {
	if key == "" {
		return ""
	}
	return Prefix + key
}

// Rejected is an upload refused for a reason the person can act on; Key and Data make the
// message ('You can only use allowed file types', a size limit stated in MB).
type Rejected struct {
	Key  string
	Data map[string]any
}

func (r *Rejected) Error() string { return "upload rejected: " + r.Key }

// Message is the translated reason.
func (r *Rejected) Message(ctx context.Context) string { return web.T(ctx, r.Key, r.Data) }

// SaveForm stores the multipart file of a form field.
func (s *Store) SaveForm(ctx context.Context, k Kind, fh *multipart.FileHeader) (Stored, error) {
	if fh.Size > k.MaxBytes {
		return Stored{}, tooLarge(k)
	}
	f, err := fh.Open()
	if err != nil {
		return Stored{}, err
	}
	defer f.Close()
	return s.Save(ctx, k, f)
}

// Save stores the file read from r, after checking and (for images) re-encoding it.
func (s *Store) Save(ctx context.Context, k Kind, r io.Reader) (Stored, error) {
	raw, err := io.ReadAll(io.LimitReader(r, k.MaxBytes+1))
	if err != nil {
		return Stored{}, err
	}
	c, err := s.Check(ctx, k, raw)
	if err != nil {
		return Stored{}, err
	}
	return s.Put(ctx, c)
}

// Checked is a file that passed its kind's checks, as it will be stored (an image
// re-encoded). It depends only on the kind and the bytes sent, so a caller that stores the
// same bytes many times (demo data, docs/conventions.md "Tests") may keep it and Put it
// again: each Put stores a file of its own.
type Checked struct {
	kind          Kind
	body          []byte
	ctype         string
	width, height int
}

// Check refuses raw when its kind does not allow it and re-encodes an image; nothing is
// stored.
func (s *Store) Check(ctx context.Context, k Kind, raw []byte) (Checked, error) {
	if int64(len(raw)) > k.MaxBytes {
		return Checked{}, tooLarge(k)
	}
	if len(raw) == 0 {
		return Checked{}, &Rejected{Key: "upload.empty"}
	}
	ctype := sniff(raw)
	if !k.allows(ctype) {
		return Checked{}, &Rejected{Key: "upload.type_not_allowed", Data: map[string]any{"Types": typeList(k)}}
	}
	out := Checked{kind: k, body: raw, ctype: ctype}
	if isImage(ctype) {
		img, err := s.decode(ctx, raw, ctype, k.MaxSide)
		if err != nil {
			return Checked{}, err
		}
		out.body, out.ctype, out.width, out.height = img.body, img.ctype, img.width, img.height
	} else if ctype == PDF && !bytes.HasPrefix(raw, []byte("%PDF-")) {
		return Checked{}, &Rejected{Key: "upload.unreadable"}
	}
	return out, nil
}

// Put stores a checked file under a new key.
func (s *Store) Put(ctx context.Context, c Checked) (Stored, error) {
	out := Stored{ContentType: c.ctype, Width: c.width, Height: c.height, Size: int64(len(c.body))}
	out.Key = c.kind.Name + "/" + uuid.NewString() + extension(out.ContentType)
	cache := immutable
	if s.guarded(out.Key) {
		cache = "private, no-store" // what PrivateHandler decides per viewer
	}
	err := s.bucket.WriteAll(ctx, out.Key, c.body, &blob.WriterOptions{ContentType: out.ContentType, CacheControl: cache})
	return out, err
}

// decode re-encodes an image in a decode slot. The header is checked first, outside any
// slot, so an oversized image is refused at once.
func (s *Store) decode(ctx context.Context, raw []byte, ctype string, maxSide int) (encoded, error) {
	if err := checkDimensions(raw); err != nil {
		return encoded{}, err
	}
	wait := time.NewTimer(s.decodeWait)
	defer wait.Stop()
	select {
	case s.decodes <- struct{}{}:
		defer func() { <-s.decodes }()
	case <-wait.C:
		return encoded{}, &Rejected{Key: "upload.busy"}
	case <-ctx.Done():
		return encoded{}, ctx.Err()
	}
	return reencode(raw, ctype, maxSide)
}

// Delete removes a stored file; a missing one is not an error.
func (s *Store) Delete(ctx context.Context, key string) error {
	if key == "" {
		return nil
	}
	if err := s.bucket.Delete(ctx, key); gcerrors.Code(err) != gcerrors.NotFound {
		return err
	}
	return nil
}

// sniff detects the type from the bytes. WebP is recognised by its RIFF header, which
// net/http's sniffer also knows; everything else unknown is octet-stream and refused.
func sniff(b []byte) string {
	t := http.DetectContentType(b)
	if i := strings.IndexByte(t, ';'); i >= 0 {
		t = t[:i]
	}
	return t
}

func tooLarge(k Kind) *Rejected {
	return &Rejected{Key: "upload.too_large", Data: map[string]any{"Max": fmt.Sprintf("%d MB", k.MaxBytes>>20)}}
}

func typeList(k Kind) string {
	names := map[string]string{PNG: "PNG", JPEG: "JPEG", GIF: "GIF", WebP: "WebP", PDF: "PDF"}
	var out []string
	for _, t := range k.Types {
		out = append(out, names[t])
	}
	return strings.Join(out, ", ")
}

func extension(ctype string) string {
	switch ctype {
	case PNG:
		return ".png"
	case JPEG:
		return ".jpg"
	case PDF:
		return ".pdf"
	}
	return ""
}

// IsRejected reports whether err is a Rejected upload and returns it.
func IsRejected(err error) (*Rejected, bool) {
	var r *Rejected
	ok := errors.As(err, &r)
	return r, ok
}

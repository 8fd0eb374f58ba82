package upload_test

import (
	"bytes"
	"context"
	"io"
	"net/http/httptest"
	"testing"

	"github.com/gofiber/fiber/v3"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest/fixture"
	"greenconnect/app/upload"
)

func store(t *testing.T) *upload.Store {
	s, err := upload.Open(context.Background(), "file://"+t.TempDir()+"?create_dir=true")
	require.NoError(t, err)
	t.Cleanup(func() { s.Close() })
	return s
}

func TestImagesAreReencodedAndDownscaled(t *testing.T) {
	t.Parallel()
	s := store(t)
	raw := append(fixture.PNG(2000, 1000), []byte("<script>alert(1)</script>")...)
	got, err := s.Save(context.Background(), upload.Logo, bytes.NewReader(raw))
	require.NoError(t, err)
	require.Equal(t, upload.PNG, got.ContentType)
	require.Equal(t, 512, got.Width)
	require.Equal(t, 256, got.Height)
	require.Regexp(t, `^logo/[0-9a-f-]{36}\.png$`, got.Key)

	app := fiber.New()
	app.Get(upload.Prefix+"*", s.Handler())
	res, err := app.Test(httptest.NewRequest("GET", got.URL(), nil))
	require.NoError(t, err)
	body, _ := io.ReadAll(res.Body)
	require.Equal(t, 200, res.StatusCode)
	require.NotContains(t, string(body), "<script>", "trailing payloads do not survive re-encoding")
	require.Equal(t, "image/png", res.Header.Get("Content-Type"))
	require.Contains(t, res.Header.Get("Cache-Control"), "immutable")
	require.Contains(t, res.Header.Get("Content-Security-Policy"), "sandbox")

	res, _ = app.Test(httptest.NewRequest("GET", upload.Prefix+"logo/nope.png", nil))
	require.Equal(t, 404, res.StatusCode)
}

func TestTypeIsCheckedByContentNotName(t *testing.T) {
	t.Parallel()
	s := store(t)
	svg := []byte(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`)
	_, err := s.Save(context.Background(), upload.Avatar, bytes.NewReader(svg))
	r, ok := upload.IsRejected(err)
	require.True(t, ok, "SVG is refused")
	require.Equal(t, "upload.type_not_allowed", r.Key)
	require.Equal(t, "PNG, JPEG, GIF, WebP", r.Data["Types"])

	_, err = s.Save(context.Background(), upload.Avatar, bytes.NewReader([]byte("MZ\x90\x00 not an image at all")))
	_, ok = upload.IsRejected(err)
	require.True(t, ok)

	broken := fixture.PNG(10, 10)[:40] // a PNG header with a truncated body
	_, err = s.Save(context.Background(), upload.Avatar, bytes.NewReader(broken))
	r, ok = upload.IsRejected(err)
	require.True(t, ok)
	require.Equal(t, "upload.unreadable", r.Key)
}

func TestSizeLimitIsStated(t *testing.T) {
	t.Parallel()
	s := store(t)
	big := bytes.Repeat([]byte{0}, int(upload.Avatar.MaxBytes)+1)
	_, err := s.Save(context.Background(), upload.Avatar, bytes.NewReader(big))
	r, ok := upload.IsRejected(err)
	require.True(t, ok)
	require.Equal(t, "upload.too_large", r.Key)
	require.Equal(t, "2 MB", r.Data["Max"])
}

func TestPDFAttachmentsAreKept(t *testing.T) {
	t.Parallel()
	s := store(t)
	pdf := []byte("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n")
	got, err := s.Save(context.Background(), upload.Attachment, bytes.NewReader(pdf))
	require.NoError(t, err)
	require.Equal(t, upload.PDF, got.ContentType)
	_, err = s.Save(context.Background(), upload.Logo, bytes.NewReader(pdf))
	_, ok := upload.IsRejected(err)
	require.True(t, ok, "a logo cannot be a PDF")
	require.NoError(t, s.Delete(context.Background(), got.Key))
	require.NoError(t, s.Delete(context.Background(), got.Key), "deleting twice is fine")
}

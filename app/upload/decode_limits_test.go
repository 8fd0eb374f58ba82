package upload

import (
	"bytes"
	"context"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/png"
	"runtime"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// pngHeader is the start of a PNG that claims w×h pixels: enough for DecodeConfig, nothing
// to decode. depth 16 with colour type 6 is 16-bit RGBA.
func pngHeader(w, h uint32, depth, colourType byte) []byte {
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], w)
	binary.BigEndian.PutUint32(ihdr[4:], h)
	ihdr[8], ihdr[9] = depth, colourType
	chunk := append([]byte("IHDR"), ihdr...)
	var out bytes.Buffer
	out.WriteString("\x89PNG\r\n\x1a\n")
	_ = binary.Write(&out, binary.BigEndian, uint32(len(ihdr)))
	out.Write(chunk)
	_ = binary.Write(&out, binary.BigEndian, crc32.ChecksumIEEE(chunk))
	out.WriteString("\x00\x00\x00\x00IEND\xaeB`\x82")
	return out.Bytes()
}

func testStore(t *testing.T) *Store {
	s, err := Open(context.Background(), "file://"+t.TempDir()+"?create_dir=true")
	require.NoError(t, err)
	t.Cleanup(func() { s.Close() })
	return s
}

func TestAnImageOverTheMemoryBudgetIsRefusedFromItsHeader(t *testing.T) {
	s := testStore(t)
	for _, tc := range []struct {
		name          string
		raw           []byte
		maxMegapixels int64
	}{
		{"a 10-gigapixel 8-bit image", pngHeader(100_000, 100_000, 8, 6), 40},
		{"41 megapixels", pngHeader(8200, 5000, 8, 2), 40},
		{"25 megapixels at 16 bits per channel", pngHeader(5000, 5000, 16, 6), 20},
	} {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		_, err := s.Save(context.Background(), Attachment, bytes.NewReader(tc.raw))
		runtime.ReadMemStats(&after)
		r, ok := IsRejected(err)
		require.True(t, ok, "%s: %v", tc.name, err)
		require.Equal(t, "upload.too_many_pixels", r.Key, tc.name)
		require.Equal(t, tc.maxMegapixels, r.Data["Max"], tc.name)
		require.Less(t, after.TotalAlloc-before.TotalAlloc, uint64(1<<20), "%s: refused before decoding", tc.name)
	}
}

func TestDecodesTakeASlotAndWaitForOne(t *testing.T) {
	t.Parallel()
	s := testStore(t)
	s.decodes = make(chan struct{}, 1)
	s.decodeWait = 50 * time.Millisecond
	img := pngOfSize(40, 30)

	s.decodes <- struct{}{} // another upload is being decoded
	_, err := s.Save(context.Background(), Logo, bytes.NewReader(img))
	r, ok := IsRejected(err)
	require.True(t, ok, "%v", err)
	require.Equal(t, "upload.busy", r.Key, "no slot within the wait: try again")

	s.decodeWait = 5 * time.Second
	go func() { time.Sleep(30 * time.Millisecond); <-s.decodes }() // the other one finishes
	got, err := s.Save(context.Background(), Logo, bytes.NewReader(img))
	require.NoError(t, err, "a slot freed within the wait is taken")
	require.Equal(t, 40, got.Width)
	require.Empty(t, s.decodes, "the slot is given back")

	ctx, cancel := context.WithCancel(context.Background())
	s.decodes <- struct{}{}
	cancel()
	_, err = s.Save(ctx, Logo, bytes.NewReader(img))
	require.ErrorIs(t, err, context.Canceled, "a request that is gone stops waiting")
	<-s.decodes

	_, err = s.Save(context.Background(), Logo, bytes.NewReader(pngHeader(9000, 9000, 8, 6)))
	r, _ = IsRejected(err)
	require.Equal(t, "upload.too_many_pixels", r.Key, "the header is checked before a slot is taken")
}

func TestLargeDownscalesKeepTheirShape(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ w, h, side, wantW, wantH int }{
		{4000, 1000, 512, 512, 128}, {1000, 4000, 512, 128, 512}, {300, 200, 512, 300, 200},
		{5000, 3, 512, 512, 1}, {2049, 2049, 512, 512, 512},
	} {
		got := scale(decodePNG(t, pngOfSize(tc.w, tc.h)), tc.side)
		require.Equal(t, [2]int{tc.wantW, tc.wantH}, [2]int{got.Bounds().Dx(), got.Bounds().Dy()}, "%+v", tc)
	}
}

func pngOfSize(w, h int) []byte {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for i := range img.Pix {
		img.Pix[i] = byte(i * 7)
	}
	var buf bytes.Buffer
	_ = png.Encode(&buf, img)
	return buf.Bytes()
}

func decodePNG(t *testing.T, raw []byte) image.Image {
	img, err := png.Decode(bytes.NewReader(raw))
	require.NoError(t, err)
	return img
}

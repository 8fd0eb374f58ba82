package upload

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	_ "image/gif" // decoders
	"image/jpeg"
	"image/png"

	xdraw "golang.org/x/image/draw"
	_ "golang.org/x/image/webp"
)

// maxDecodedBytes bounds the memory one decoded image may take, checked from its header
// before anything is decoded: 40 million pixels at 4 bytes (20 million for images with 16
// bits per channel). Scaling adds at most a quarter of it (see scale), and Store.decodes
// bounds how many decodes run at once, so uploads cannot exhaust memory (README, "Security").
const maxDecodedBytes = 160_000_000

// maxKernelBytes bounds the buffer of the high-quality resampler (dstW × srcH × 32 bytes);
// larger final steps use bilinear interpolation, which needs none.
const maxKernelBytes = 32 << 20

type encoded struct {
	body          []byte
	ctype         string
	width, height int
}

// reencode decodes the image, downscales it to maxSide, and encodes it afresh: PNG when the
// source may be transparent (PNG, GIF, WebP), JPEG otherwise. Metadata (EXIF location,
// comments) and any trailing payload are gone. The caller checked the dimensions
// (checkDimensions) and holds a decode slot (Store.decode).
func reencode(raw []byte, ctype string, maxSide int) (encoded, error) {
	src, _, err := image.Decode(bytes.NewReader(raw))
	if err != nil {
		return encoded{}, &Rejected{Key: "upload.unreadable"}
	}
	dst := scale(src, maxSide)
	var buf bytes.Buffer
	out := encoded{width: dst.Bounds().Dx(), height: dst.Bounds().Dy()}
	if ctype == JPEG {
		out.ctype = JPEG
		err = jpeg.Encode(&buf, dst, &jpeg.Options{Quality: 85})
	} else {
		out.ctype = PNG
		err = (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&buf, dst)
	}
	out.body = buf.Bytes()
	return out, err
}

// checkDimensions reads only the image's header and refuses one whose decoded pixels would
// exceed maxDecodedBytes, saying how many pixels are allowed for its kind.
func checkDimensions(raw []byte) error {
	cfg, _, err := image.DecodeConfig(bytes.NewReader(raw))
	if err != nil || cfg.Width <= 0 || cfg.Height <= 0 {
		return &Rejected{Key: "upload.unreadable"}
	}
	perPixel := bytesPerPixel(cfg.ColorModel)
	if int64(cfg.Width)*int64(cfg.Height) > maxDecodedBytes/perPixel {
		return &Rejected{Key: "upload.too_many_pixels", Data: map[string]any{"Max": maxDecodedBytes / perPixel / 1_000_000}}
	}
	return nil
}

// bytesPerPixel is what a decoder allocates per pixel for a colour model, rounded up to the
// budget's classes: 8 for 16-bit channels, 4 for everything else (a conservative bound for
// grey, palette and YCbCr images).
func bytesPerPixel(m color.Model) int64 {
	switch m {
	case color.RGBA64Model, color.NRGBA64Model, color.Gray16Model, color.Alpha16Model:
		return 8
	}
	return 4
}

// scale returns src no larger than maxSide on its longer side, as RGBA (the encoders' fast
// path). A large reduction goes by halves first, each a 2×2 average (bilinear at exactly half
// size), so it needs a quarter of the source's memory at most; the last step, between half
// and full size, uses Catmull-Rom when its buffer is small and bilinear otherwise.
func scale(src image.Image, maxSide int) *image.RGBA {
	b := src.Bounds()
	w, h := fit(b.Dx(), b.Dy(), maxSide)
	cur := src
	for cw, ch := cur.Bounds().Dx(), cur.Bounds().Dy(); cw/2 >= w && ch/2 >= h && cw > 1 && ch > 1; cw, ch = cw/2, ch/2 {
		half := image.NewRGBA(image.Rect(0, 0, cw/2, ch/2))
		xdraw.ApproxBiLinear.Scale(half, half.Bounds(), cur, cur.Bounds(), xdraw.Src, nil)
		cur = half
	}
	cb := cur.Bounds()
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	if cb.Dx() == w && cb.Dy() == h {
		draw.Draw(dst, dst.Bounds(), cur, cb.Min, draw.Src)
		return dst
	}
	var k xdraw.Scaler = xdraw.ApproxBiLinear
	if int64(w)*int64(cb.Dy())*32 <= maxKernelBytes {
		k = xdraw.CatmullRom
	}
	k.Scale(dst, dst.Bounds(), cur, cb, xdraw.Src, nil)
	return dst
}

// fit is the size of a w×h image within maxSide (never larger than it was).
func fit(w, h, maxSide int) (int, int) {
	if maxSide <= 0 || (w <= maxSide && h <= maxSide) {
		return w, h
	}
	if w >= h {
		return maxSide, max(1, h*maxSide/w)
	}
	return max(1, w*maxSide/h), maxSide
}

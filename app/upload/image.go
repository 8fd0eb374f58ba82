package upload

import (
	"bytes"
	"image"
	"image/draw"
	_ "image/gif" // decoders
	"image/jpeg"
	"image/png"

	xdraw "golang.org/x/image/draw"
	_ "golang.org/x/image/webp"
)

// maxPixels refuses decompression bombs before decoding: 40 megapixels.
const maxPixels = 40_000_000

type encoded struct {
	body          []byte
	ctype         string
	width, height int
}

// reencode decodes the image, downscales it to maxSide, and encodes it afresh: PNG when the
// source may be transparent (PNG, GIF, WebP), JPEG otherwise. Metadata (EXIF location,
// comments) and any trailing payload are gone.
func reencode(raw []byte, ctype string, maxSide int) (encoded, error) {
	cfg, _, err := image.DecodeConfig(bytes.NewReader(raw))
	if err != nil {
		return encoded{}, &Rejected{Key: "upload.unreadable"}
	}
	if cfg.Width*cfg.Height > maxPixels || cfg.Width <= 0 || cfg.Height <= 0 {
		return encoded{}, &Rejected{Key: "upload.too_many_pixels"}
	}
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

func scale(src image.Image, maxSide int) image.Image {
	b := src.Bounds()
	w, h := b.Dx(), b.Dy()
	if maxSide <= 0 || (w <= maxSide && h <= maxSide) {
		dst := image.NewNRGBA(image.Rect(0, 0, w, h))
		draw.Draw(dst, dst.Bounds(), src, b.Min, draw.Src)
		return dst
	}
	if w >= h {
		h = max(1, h*maxSide/w)
		w = maxSide
	} else {
		w = max(1, w*maxSide/h)
		h = maxSide
	}
	dst := image.NewNRGBA(image.Rect(0, 0, w, h))
	xdraw.CatmullRom.Scale(dst, dst.Bounds(), src, b, xdraw.Src, nil)
	return dst
}

package directory

import (
	"bytes"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"math"
)

// demoLogo draws a service mark: a ring and a dot in the palettes' colours.
func demoLogo(seed uint32) []byte {
	const size = 128
	fg, bg := tone(seed, 0.55, 0.36), tone(seed, 0.4, 0.94)
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	for y := range size {
		for x := range size {
			d := math.Hypot(float64(x-size/2), float64(y-size/2))
			c := bg
			if (d > 30 && d < 44) || d < 14 {
				c = fg
			}
			img.SetRGBA(x, y, c)
		}
	}
	var b bytes.Buffer
	_ = png.Encode(&b, img)
	return b.Bytes()
}

// demoPicture paints a landscape: a sky gradient, a sun and two hills. What depends on the
// row or the column alone is worked out once for it: every SeedDemo (each test package
// seeding the demo, each start with DEMO_DATA) paints about a hundred of these.
func demoPicture(seed uint32) []byte {
	const w, h = 960, 600
	sky, hill, sun := tone(seed, 0.45, 0.78), tone(seed+120, 0.45, 0.35), tone(seed+40, 0.8, 0.7)
	dark := mix(hill, color.RGBA{0, 0, 0, 255}, 0.25)
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	sunX := float64(200 + seed%560)
	ridge, valley := make([]float64, w), make([]float64, w)
	for x := range w {
		ridge[x] = 380 + 60*math.Sin(float64(x)/140+float64(seed%7))
		valley[x] = 470 + 30*math.Cos(float64(x)/90)
	}
	for y := range h {
		air := mix(sky, color.RGBA{255, 255, 255, 255}, float64(y)/h*0.6)
		for x := range w {
			c := air
			if y >= 90 && y <= 210 && math.Abs(float64(x)-sunX) <= 60 && math.Hypot(float64(x)-sunX, float64(y)-150) < 60 {
				c = sun
			}
			if float64(y) > ridge[x] {
				c = hill
			}
			if float64(y) > valley[x] {
				c = dark
			}
			img.SetRGBA(x, y, c)
		}
	}
	var b bytes.Buffer
	_ = jpeg.Encode(&b, img, &jpeg.Options{Quality: 80})
	return b.Bytes()
}

// tone is a colour of hue seed (degrees) with saturation s and lightness l.
func tone(seed uint32, s, l float64) color.RGBA {
	hue := float64(seed%360) / 360
	f := func(n float64) uint8 {
		k := math.Mod(n+hue*12, 12)
		a := s * math.Min(l, 1-l)
		return uint8(math.Round(255 * (l - a*math.Max(-1, math.Min(math.Min(k-3, 9-k), 1)))))
	}
	return color.RGBA{f(0), f(8), f(4), 255}
}

func mix(a, b color.RGBA, t float64) color.RGBA {
	m := func(x, y uint8) uint8 { return uint8(float64(x)*(1-t) + float64(y)*t) }
	return color.RGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), 255}
}

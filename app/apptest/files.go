package apptest

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"mime/multipart"
	"net/http"
	"net/url"
)

// PNG is a real PNG image of w×h pixels: an opaque gradient, so uploads decode, re-encode
// and scale it as they would a picture.
func PNG(w, h int) []byte {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.Set(x, y, color.NRGBA{R: 0, G: uint8(x), B: uint8(y), A: 255})
		}
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		panic(err) // encoding to memory does not fail
	}
	return b.Bytes()
}

// File is one file of a multipart form.
type File struct {
	Field string // the form field's name
	Name  string // the file's name as the browser sends it
	Body  []byte
}

// PostMultipart submits a multipart form, fields and files, as a browser's file form does
// (with the hidden CSRF field unless fields carry one).
func (c *Client) PostMultipart(path string, fields url.Values, files ...File) *Response {
	c.app.T.Helper()
	fields = c.withToken(fields)
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	for k, vs := range fields {
		for _, v := range vs {
			if err := w.WriteField(k, v); err != nil {
				c.app.T.Fatal(err)
			}
		}
	}
	for _, f := range files {
		part, err := w.CreateFormFile(f.Field, f.Name)
		if err == nil {
			_, err = part.Write(f.Body)
		}
		if err != nil {
			c.app.T.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		c.app.T.Fatal(err)
	}
	req, _ := http.NewRequest(http.MethodPost, BaseURL+path, &buf)
	req.Header.Set("Content-Type", w.FormDataContentType())
	return c.Do(req)
}

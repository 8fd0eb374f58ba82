package apptest

import (
	"bytes"
	"mime/multipart"
	"net/http"
	"net/url"
)

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

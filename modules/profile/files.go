package profile

// FileRef is a file uploaded for a profile.
type FileRef struct {
	URL         string // its address (upload.URL of the key), what records hold
	Kind        string // logo, attachment, pricelist
	Name        string // the file's name as uploaded
	ContentType string
	Size        int64
}

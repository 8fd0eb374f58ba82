package web

// Flash is a message for the next page the user sees: shown as a snackbar with JavaScript,
// as a line of text without it. Translated when rendered, in the language of that page.
type Flash struct {
	Key      string         `json:"key"`            // message id
	Data     map[string]any `json:"data,omitempty"` // template data
	Severity string         `json:"severity"`       // success, info, warning, error
	LinkHref string         `json:"linkHref,omitempty"`
	LinkKey  string         `json:"linkKey,omitempty"` // message id of the link text
}

// Success is a flash saying something worked.
func Success(key string) Flash { return Flash{Key: key, Severity: "success"} }

// Failure is a flash saying something did not work.
func Failure(key string) Flash { return Flash{Key: key, Severity: "error"} }

// WithLink adds a link to the flash (e.g. 'Go to sustainability profile').
func (f Flash) WithLink(href, key string) Flash {
	f.LinkHref, f.LinkKey = href, key
	return f
}

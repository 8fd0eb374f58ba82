package upload

// Kind is a class of upload with its own limits. Limits are stated to the user in the
// rejection message, so they are part of the product, not just protection.
type Kind struct {
	Name     string   // key prefix and what the user sees it as (message id upload.kind.<Name>)
	MaxBytes int64    // size limit of the file as sent
	Types    []string // allowed content types, detected from the bytes, never from the name
	MaxSide  int      // images: the longest side after re-encoding (downscaled, never upscaled)
}

// Content types an upload may have.
const (
	PNG  = "image/png"
	JPEG = "image/jpeg"
	GIF  = "image/gif"
	WebP = "image/webp"
	PDF  = "application/pdf"
)

var imageTypes = []string{PNG, JPEG, GIF, WebP}

// The kinds the app accepts. SVG is never accepted from users: it can carry script.
var (
	Avatar     = Kind{Name: "avatar", MaxBytes: 2 << 20, Types: imageTypes, MaxSide: 512}
	Logo       = Kind{Name: "logo", MaxBytes: 2 << 20, Types: imageTypes, MaxSide: 512}
	Picture    = Kind{Name: "picture", MaxBytes: 5 << 20, Types: imageTypes, MaxSide: 1600}
	Attachment = Kind{Name: "attachment", MaxBytes: 10 << 20, Types: append([]string{PDF}, imageTypes...), MaxSide: 2400}
	PriceList  = Kind{Name: "pricelist", MaxBytes: 10 << 20, Types: append([]string{PDF}, imageTypes...), MaxSide: 2400}
)

func (k Kind) allows(ctype string) bool {
	for _, t := range k.Types {
		if t == ctype {
			return true
		}
	}
	return false
}

func isImage(ctype string) bool {
	for _, t := range imageTypes {
		if t == ctype {
			return true
		}
	}
	return false
}

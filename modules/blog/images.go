package blog

import (
	"bytes"
	"context"
	"mime/multipart"
	"regexp"
	"strings"

	"github.com/google/uuid"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"

	"greenconnect/app/upload"
	"greenconnect/modules/blog/store"
)

// Images in posts (docs/blog.md, "Images in posts"): an author uploads an image with the
// editor (stored, re-encoded and recorded in blog_files like a cover), and the Markdown
// names it by its /media address. Only an image of the post's own company renders as
// <img>; any other image (another site's, another company's, a made-up key) becomes a link
// to its address with its alt text, since the site's CSP would block it anyway.

// mediaImage is the address of an uploaded picture as the editor inserts it.
var mediaImage = regexp.MustCompile(`^` + regexp.QuoteMeta(upload.Prefix) + `(` + upload.Picture.Name + `/[0-9a-f-]{36}\.[a-z]{3,4})$`)

// mediaKey is the storage key an image address names ("" when it is no upload's address).
func mediaKey(dest []byte) string {
	m := mediaImage.FindSubmatch(dest)
	if m == nil {
		return ""
	}
	return string(m[1])
}

// Rendered is a post's content rendered as safe HTML.
type Rendered struct {
	HTML string
	// OutsideImages: an image was shown as a link (the editor's preview says why).
	OutsideImages bool
}

// ownedFunc tells which of the keys are files of the post's company.
type ownedFunc func(keys []string) (map[string]bool, error)

// render turns content into safe HTML, an image becoming <img> only when owned says its
// key is the company's (nil: none is).
func render(content string, owned ownedFunc) (Rendered, error) {
	src := []byte(content)
	doc := markdown.Parser().Parse(text.NewReader(src))
	var images []*ast.Image
	var keys []string
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if img, ok := n.(*ast.Image); ok && entering {
			images = append(images, img)
			if k := mediaKey(img.Destination); k != "" {
				keys = append(keys, k)
			}
		}
		return ast.WalkContinue, nil
	})
	allowed := map[string]bool{}
	if len(keys) > 0 && owned != nil {
		var err error
		if allowed, err = owned(keys); err != nil {
			return Rendered{}, err
		}
	}
	var out Rendered
	for _, img := range images {
		if allowed[mediaKey(img.Destination)] {
			continue
		}
		out.OutsideImages = true
		asLink(img)
	}
	var buf bytes.Buffer
	if err := markdown.Renderer().Render(&buf, src, doc); err != nil {
		return Rendered{}, err
	}
	out.HTML = policy.Sanitize(buf.String())
	return out, nil
}

// asLink puts a link to the image's address, with its alt text, where the image was (inside
// a link already, the alt text alone).
func asLink(img *ast.Image) {
	parent := img.Parent()
	var repl ast.Node
	if _, inLink := parent.(*ast.Link); inLink {
		repl = ast.NewEmphasis(1)
	} else {
		link := ast.NewLink()
		link.Destination, link.Title = img.Destination, img.Title
		repl = link
	}
	for c := img.FirstChild(); c != nil; {
		next := c.NextSibling()
		repl.AppendChild(repl, c)
		c = next
	}
	if !repl.HasChildren() {
		repl.AppendChild(repl, ast.NewString(img.Destination))
	}
	parent.ReplaceChild(parent, img, repl)
}

// Render is content of the company profileID's post as its page shows it: its images only
// when they are the company's uploads.
func (s *Service) Render(ctx context.Context, profileID uuid.UUID, content string) (Rendered, error) {
	return render(content, func(keys []string) (map[string]bool, error) {
		own, err := s.q.ListOwnBlogFileKeys(ctx, store.ListOwnBlogFileKeysParams{ProfileID: profileID, Keys: keys})
		if err != nil {
			return nil, err
		}
		set := make(map[string]bool, len(own))
		for _, k := range own {
			set[k] = true
		}
		return set, nil
	})
}

// StoreImage stores an image uploaded into a post (checked by content and re-encoded by
// app/upload) and records it as the company's, as a cover is. A refused file is an
// *upload.Rejected.
func (s *Service) StoreImage(ctx context.Context, profileID uuid.UUID, fh *multipart.FileHeader) (Cover, error) {
	return s.StoreCover(ctx, profileID, fh)
}

// ImageSnippet is the Markdown that shows a stored image with its alt text (brackets and
// backslashes escaped, line breaks made spaces).
func ImageSnippet(alt, key string) string {
	alt = strings.Join(strings.Fields(alt), " ")
	alt = strings.NewReplacer(`\`, `\\`, `[`, `\[`, `]`, `\]`).Replace(alt)
	return "![" + alt + "](" + upload.URL(key) + ")"
}

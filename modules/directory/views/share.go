package views

import (
	neturl "net/url"
)

// Share links open the networks' own share pages: no script of theirs on ours.
func shareTwitter(page, text string) string {
	return "https://twitter.com/intent/tweet?" + neturl.Values{"url": {page}, "text": {text}}.Encode()
}

func shareFacebook(page string) string {
	return "https://www.facebook.com/sharer/sharer.php?" + neturl.Values{"u": {page}}.Encode()
}

func shareLinkedin(page string) string {
	return "https://www.linkedin.com/sharing/share-offsite/?" + neturl.Values{"url": {page}}.Encode()
}

// structuredData is the schema.org Service of the page.
func structuredData(s ServiceView) map[string]any {
	data := map[string]any{
		"@context":    "https://schema.org",
		"@type":       "Service",
		"name":        s.Name,
		"description": s.Description,
		"url":         s.AbsoluteURL,
		"provider":    map[string]any{"@type": "Organization", "name": s.Company.Name},
	}
	if len(s.Tags) > 0 {
		keywords := make([]string, len(s.Tags))
		for i, tag := range s.Tags {
			keywords[i] = tag.Text
		}
		data["keywords"] = keywords
	}
	if s.ImageURL != "" {
		data["image"] = s.ImageURL
	}
	return data
}

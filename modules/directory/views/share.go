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
func structuredData(vm ServiceVM) map[string]any {
	s := vm.View
	data := map[string]any{
		"@context":    "https://schema.org",
		"@type":       "Service",
		"name":        s.Name,
		"description": s.Description,
		"url":         vm.AbsoluteURL,
		"provider":    map[string]any{"@type": "Organization", "name": s.Company.Name},
	}
	if len(s.Tags) > 0 {
		data["keywords"] = s.Tags
	}
	if vm.ImageURL != "" {
		data["image"] = vm.ImageURL
	}
	return data
}

// Package reference holds the reference tables any module may use: countries (ISO 3166-1,
// named in each language) and the curated industries with their sectors. It imports no
// module, so a profile, a service or a blog post can all name a country or an industry the
// same way.
package reference

import "embed"

// Messages are the names of the industries and sectors.
//
//go:embed i18n/*.toml
var Messages embed.FS

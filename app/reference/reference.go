// Package reference holds the reference tables any module may use: countries (ISO 3166-1,
// named in each language), the curated industries with their sectors, the 17 UN
// Sustainable Development Goals and the 10 principles of the UN Global Compact. It imports
// no module, so a profile, a service or a blog post can all name a country, an industry or
// a goal the same way.
package reference

import "embed"

// Messages are the names of the industries and sectors, the goals and the principles.
//
//go:embed i18n/*.toml
var Messages embed.FS

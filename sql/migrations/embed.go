// Package migrations holds the one goose sequence of the whole app. sqlc reads this folder
// as the schema. Numbers are reserved by owner so modules can add migrations side by side:
// 00001-00099 platform, 00100 account, 00200 profile and rating, 00300 directory,
// 00400 blog, 00500 billing. A landed migration is never edited.
package migrations

import "embed"

// FS is every migration, embedded in the binary.
//
//go:embed *.sql
var FS embed.FS

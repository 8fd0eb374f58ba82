// Package conventions holds no code: its tests read the tree and fail when a file breaks one
// of the rules of docs/conventions.md (services return message ids, one handler per file, files
// under 300 lines, the docs a comment cites exist).
package conventions

package web

import (
	"encoding/csv"
	"strings"

	"github.com/gofiber/fiber/v3"
)

// CSV is a download of rows as a spreadsheet reads them (docs/conventions.md, "Admin pages"):
// its header row (translated), its rows, its file name. Send writes it.
type CSV struct {
	Filename string
	Header   []string
	rows     [][]string
}

// Row adds a line; each value is guarded against spreadsheet formulas (a cell starting with
// = + - @ or a tab is read as text, not run).
func (f *CSV) Row(values ...string) {
	out := make([]string, len(values))
	for i, v := range values {
		if v != "" && strings.ContainsRune("=+-@\t\r", rune(v[0])) {
			v = "'" + v
		}
		out[i] = v
	}
	f.rows = append(f.rows, out)
}

// Send answers the file as an attachment that no cache keeps.
func (f *CSV) Send(c fiber.Ctx) error {
	c.Set(fiber.HeaderContentType, "text/csv; charset=utf-8")
	c.Set(fiber.HeaderContentDisposition, `attachment; filename="`+strings.ReplaceAll(f.Filename, `"`, "")+`"`)
	c.Set(fiber.HeaderCacheControl, "no-store")
	w := csv.NewWriter(c.Response().BodyWriter())
	_ = w.Write(f.Header)
	_ = w.WriteAll(f.rows)
	return w.Error()
}

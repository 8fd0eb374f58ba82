package profile

import (
	"reflect"
	"strconv"
	"strings"
)

// fieldSet lists the JSON field names of a struct.
func fieldSet(v any) map[string]bool {
	out := map[string]bool{}
	t := reflect.TypeOf(v)
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		if name != "" && name != "-" {
			out[name] = true
		}
	}
	return out
}

func itoa(n int) string { return strconv.Itoa(n) }

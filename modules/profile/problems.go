package profile

import "greenconnect/app/web"

// problems collects field errors (path → message id, with template data) for one 422.
type problems struct{ fields web.FieldErrors }

func (p *problems) add(path, key string, data map[string]any) { p.fields.Add(path, key, data) }

func (p *problems) empty() bool { return p.fields.Len() == 0 }

// err is the 422 error, or nil when there is no problem.
func (p *problems) err() error { return p.fields.Err() }

// fieldsOf are the field problems of a refusal (none for nil).
func fieldsOf(e *web.Error) web.FieldErrors {
	if e == nil {
		return web.FieldErrors{}
	}
	return e.Fields
}

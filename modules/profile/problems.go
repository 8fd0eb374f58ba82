package profile

import "greenconnect/app/web"

// problems collects field errors (path → message id, with template data) for one 422.
type problems struct {
	fields map[string]string
	data   map[string]map[string]any
}

func (p *problems) add(path, key string, data map[string]any) {
	if p.fields == nil {
		p.fields, p.data = map[string]string{}, map[string]map[string]any{}
	}
	if _, seen := p.fields[path]; seen {
		return // the first problem of a field is the one to fix first
	}
	p.fields[path] = key
	if data != nil {
		p.data[path] = data
	}
}

func (p *problems) empty() bool { return len(p.fields) == 0 }

// err is the 422 error, or nil when there is no problem.
func (p *problems) err() error {
	if p.empty() {
		return nil
	}
	e := web.Invalid(p.fields)
	e.FieldData = p.data
	return e
}

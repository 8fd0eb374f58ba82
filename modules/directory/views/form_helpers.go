package views

import (
	"greenconnect/app/upload"
	"greenconnect/modules/directory/model"
)

func invalid(vm FormVM, name string) string {
	if _, ok := vm.Errors[name]; ok {
		return "true"
	}
	return "false"
}

// describedBy ties a control to its help and its error message.
func describedBy(vm FormVM, name, help string) string {
	ids := ""
	if help != "" {
		ids = "f-" + name + "-help"
	}
	if _, ok := vm.Errors[name]; ok {
		if ids != "" {
			ids += " "
		}
		ids += "f-" + name + "-error"
	}
	return ids
}

// helpData fills the limits stated in help texts.
func helpData(name string) map[string]any {
	switch name {
	case "name":
		return map[string]any{"Max": model.MaxNameRunes}
	case "description":
		return map[string]any{"Max": model.MaxDescriptionRunes}
	case "explanation":
		return map[string]any{"Max": model.MaxExplanationRunes}
	case "tags":
		return map[string]any{"Max": model.MaxServiceTags}
	}
	return nil
}

func uploadURL(key string) string { return upload.URL(key) }

// thumbW is the width of an 80 px high thumbnail of p.
func thumbW(p model.Picture) int {
	if p.Height == 0 {
		return 80
	}
	return max(1, p.Width*80/p.Height)
}

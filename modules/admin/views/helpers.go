package views

func iconOr(name string) string {
	if name == "" {
		return "shield"
	}
	return name
}

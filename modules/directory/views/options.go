package views

import (
	"context"

	"greenconnect/modules/directory/model"
	"greenconnect/modules/profile"
)

type option struct{ Value, Label string }

func industryOptions(ctx context.Context) []option {
	out := make([]option, len(profile.Industries))
	for i, in := range profile.Industries {
		out[i] = option{in.Key, industryName(ctx, in.Key)}
	}
	return out
}

func categoryOptions(ctx context.Context) []option {
	out := make([]option, len(model.Categories))
	for i, c := range model.Categories {
		out[i] = option{c, categoryName(ctx, c)}
	}
	return out
}

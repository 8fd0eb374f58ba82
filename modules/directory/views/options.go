package views

import (
	"context"

	"greenconnect/app/reference"
	"greenconnect/modules/directory/model"
)

type option struct{ Value, Label string }

func industryOptions(ctx context.Context) []option {
	out := make([]option, len(reference.Industries))
	for i, in := range reference.Industries {
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

package profile

import (
	"context"

	"github.com/google/uuid"
)

// BuildPageParts builds profile id's kept parts as a build that read gen does (page_parts.go).
func (s *Service) BuildPageParts(ctx context.Context, id uuid.UUID, gen int64) error {
	return s.buildPageParts(ctx, id, gen)
}

package session

import (
	"context"
	"encoding/json"

	"greenconnect/app/web"
)

const flashKey = "flash"

// AddFlash queues a message for the next page this browser renders.
func (s *Sessions) AddFlash(ctx context.Context, f web.Flash) {
	flashes := s.peekFlashes(ctx)
	flashes = append(flashes, f)
	raw, _ := json.Marshal(flashes)
	s.Put(ctx, flashKey, string(raw))
}

// PopFlashes takes the queued messages; they show once.
func (s *Sessions) PopFlashes(ctx context.Context) []web.Flash {
	flashes := s.peekFlashes(ctx)
	if len(flashes) > 0 {
		s.Remove(ctx, flashKey)
	}
	return flashes
}

func (s *Sessions) peekFlashes(ctx context.Context) []web.Flash {
	raw := s.GetString(ctx, flashKey)
	if raw == "" {
		return nil
	}
	var flashes []web.Flash
	if json.Unmarshal([]byte(raw), &flashes) != nil {
		return nil
	}
	return flashes
}

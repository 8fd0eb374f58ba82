package site

import (
	"context"
	"sort"

	"greenconnect/app/web"
	"greenconnect/modules/site/views"
)

// staffQueues are the queues the user's roles work, from every module's source
// (Deps.Queues), in their order and as shown: the count and since when the oldest waits.
func (h *Handler) staffQueues(ctx context.Context, u *web.User) ([]views.Queue, error) {
	var all []web.StaffQueue
	for _, src := range h.Queues {
		qs, err := src(ctx, u)
		if err != nil {
			return nil, err
		}
		all = append(all, qs...)
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].Order < all[j].Order })
	loc := web.ShellFrom(ctx).Loc
	out := make([]views.Queue, len(all))
	for i, q := range all {
		v := views.Queue{Key: q.Key, Area: q.Area, Title: q.Title.Text(ctx), Href: q.Href, Count: q.Count,
			CountText: web.T(ctx, "site.queue.empty")}
		if q.Count > 0 {
			v.CountText = loc.N("site.queue.waiting", q.Count, map[string]any{"Count": loc.Number(q.Count)})
		}
		if q.Count > 0 && q.Oldest != nil {
			v.Oldest = web.T(ctx, "site.queue.oldest", map[string]any{"Date": loc.DateTime(*q.Oldest)})
		}
		out[i] = v
	}
	return out, nil
}

// isStaff: a moderator or admin, whose dashboard starts with their queues.
func (h *Handler) isStaff(u *web.User) bool {
	for _, r := range h.Guards.StaffRoles {
		if u.HasRole(r) {
			return true
		}
	}
	return false
}

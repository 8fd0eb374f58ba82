package directory

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/db"
	"greenconnect/app/web"
)

// The admins' view of the services (docs/directory.md, "Administration"): every service,
// published or not, with its company and owner.

// The states the admin list filters by: published, unpublished by an admin, and draft (not
// published, by its owner's choice). Names are directory.admin.state.<state>.
const (
	StatePublished   = "published"
	StateUnpublished = "unpublished"
	StateDraft       = "draft"
)

// AdminStates are the admin list's states, in the order the filter offers them.
var AdminStates = []string{StatePublished, StateUnpublished, StateDraft}

// AdminService is a service as the admin list shows it.
type AdminService struct {
	ID               uuid.UUID
	CompanyProfileID uuid.UUID
	Name             string
	Industry         string
	Category         string
	Published        bool
	Version          int
	CreatedAt        time.Time
	UpdatedAt        time.Time
	CompanyName      string
	Country          string
	CompanyListed    bool // the company page is public
	OwnerEmail       string
	TakenDown        bool
	TakedownReason   string
}

// State is the service's state among AdminStates.
func (a AdminService) State() string {
	switch {
	case a.Published:
		return StatePublished
	case a.TakenDown:
		return StateUnpublished
	}
	return StateDraft
}

// AdminServiceFilter is what the admin list asks for (from a web.ListQuery).
type AdminServiceFilter struct {
	Q, State, Category, Country, Sort string
	Desc                              bool
	Limit, Offset                     int32
}

// AdminServices is a page of services and how many match in all.
func (s *Service) AdminServices(ctx context.Context, f AdminServiceFilter) ([]AdminService, int, error) {
	rows, err := db.Rows[adminServiceRow](ctx, s.pool, adminServicesPage(f))
	if err != nil {
		return nil, 0, err
	}
	n, err := db.Count(ctx, s.pool, adminServicesWhere(psql.Select("count(*)::int"), f))
	out := make([]AdminService, len(rows))
	for i, r := range rows {
		out[i] = AdminService{ID: r.ID, CompanyProfileID: r.CompanyProfileID, Name: r.Name, Industry: r.Industry,
			Category: r.Category, Published: r.Published, Version: int(r.Version), CreatedAt: r.CreatedAt,
			UpdatedAt: r.UpdatedAt, CompanyName: r.CompanyName, Country: r.Country, CompanyListed: r.CompanyListed,
			OwnerEmail: r.OwnerEmail, TakenDown: r.TakenDown, TakedownReason: r.TakedownReason}
	}
	return out, int(n), err
}

// AdminServiceDetail is one service for its admin page: the service and its company as the
// public sees them, its owner, and the takedown if an admin unpublished it.
type AdminServiceDetail struct {
	ServiceDetail
	OwnerEmail  string
	TakenDownBy string // the address of the admin who unpublished it, "" for none or a deleted account
}

// AdminService is one service, published or not, for its admin page; web.NotFound when it
// does not exist.
func (s *Service) AdminService(ctx context.Context, id uuid.UUID) (AdminServiceDetail, error) {
	r, err := s.q.GetService(ctx, id)
	if errors.Is(err, pgx.ErrNoRows) {
		return AdminServiceDetail{}, web.NotFound()
	}
	if err != nil {
		return AdminServiceDetail{}, err
	}
	o := offeringOf(r)
	c, err := s.company(ctx, o.CompanyProfileID)
	if err != nil {
		return AdminServiceDetail{}, err
	}
	v := AdminServiceDetail{ServiceDetail: ServiceDetail{Offering: o, Company: c}}
	owner, err := s.q.GetServiceOwner(ctx, o.CompanyProfileID)
	if err != nil && !errors.Is(err, pgx.ErrNoRows) {
		return AdminServiceDetail{}, err
	}
	v.OwnerEmail = owner.Email
	t, err := s.q.GetTakedown(ctx, id)
	if errors.Is(err, pgx.ErrNoRows) {
		return v, nil
	}
	if err != nil {
		return AdminServiceDetail{}, err
	}
	v.Takedown, v.TakenDownBy = takedownOf(t.Reason, t.At, t.EditedAt), t.ActorEmail
	return v, nil
}

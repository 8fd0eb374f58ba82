package db

import (
	"context"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// How a planned statement (plans.go) is planned: its settings.
type planMode int

const (
	customPlan planMode = iota
	genericPlan
	walkPlan
	planModes
)

type setting struct{ name, value string }

// planSettings are each way of planning's settings: what its pool's connections are opened
// with, and what a bare pool's transaction sets for itself alone (SET LOCAL).
var planSettings = [planModes][]setting{
	customPlan:  {{"plan_cache_mode", "force_custom_plan"}},
	genericPlan: {{"plan_cache_mode", "force_generic_plan"}},
	walkPlan:    {{"plan_cache_mode", "force_generic_plan"}, {WalkScans, "off"}},
}

// planPools are a database's pools for its planned statements, one for each way of
// planning (docs/conventions.md, "Plans the same for every value"), beside the database's
// own pool: their connections are opened with the way's settings and read only
// (default_transaction_read_only), so a planned statement goes alone, where a transaction
// around it made the settings for itself (BEGIN, a SET LOCAL or two, COMMIT: four
// statements more for each one, 8% of the marketplace's search). Each is half the size of
// the database's pool and opens its connections when first asked: an instance that never
// searches opens none for walks. Closed with Reads.
type planPools [planModes]*pgxpool.Pool

// newPlanPools makes base's plan pools, without connecting. A pool that cannot be made
// (base's configuration always can be copied) is left nil: its statements go through
// base, with their settings in their transaction.
func newPlanPools(base *pgxpool.Pool) planPools {
	var p planPools
	for mode, settings := range planSettings {
		cfg := base.Config()
		cfg.MaxConns = max(1, cfg.MaxConns/2)
		cfg.MinConns, cfg.MinIdleConns = 0, 0
		if cfg.ConnConfig.RuntimeParams == nil {
			cfg.ConnConfig.RuntimeParams = map[string]string{}
		}
		cfg.ConnConfig.RuntimeParams["default_transaction_read_only"] = "on"
		for _, s := range settings {
			cfg.ConnConfig.RuntimeParams[s.name] = s.value
		}
		p[mode], _ = pgxpool.NewWithConfig(context.Background(), cfg)
	}
	return p
}

// query runs sql planned as mode says on mode's pool, or on base when there is none.
func (p *planPools) query(ctx context.Context, base *pgxpool.Pool, mode planMode, sql string, args []any) (pgx.Rows, error) {
	if p[mode] == nil {
		return sendPlanned(ctx, base, mode, sql, args)
	}
	return p[mode].Query(ctx, sql, args...)
}

func (p *planPools) close() {
	for _, pool := range p {
		if pool != nil {
			pool.Close()
		}
	}
}

// PlanPools are the primary's pools for planned statements, by way of planning, for the
// metrics.
func (r *Reads) PlanPools() map[string]*pgxpool.Pool {
	names := [planModes]string{customPlan: "custom plans", genericPlan: "generic plans", walkPlan: "walks"}
	out := map[string]*pgxpool.Pool{}
	for mode, pool := range r.plans {
		if pool != nil {
			out[names[mode]] = pool
		}
	}
	return out
}

// Close closes the pools Reads made (the plan pools of the primary and each replica); the
// pools it was given are their opener's to close.
func (r *Reads) Close() {
	if r == nil {
		return
	}
	r.plans.close()
	for _, n := range r.replicas {
		n.plans.close()
	}
}

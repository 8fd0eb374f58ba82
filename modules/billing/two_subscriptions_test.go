package billing_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"greenconnect/modules/billing"
)

// Two subscriptions live at once (a second Checkout from another tab): the newer one's plan
// is the company's whatever order their events arrive in, and when it ends the older one's
// plan takes over (docs/billing.md, "Events").
func TestOfTwoLiveSubscriptionsTheNewerOneGivesThePlan(t *testing.T) {
	t.Parallel()
	app := newApp(t)
	bills := app.Server.Modules.Billing
	user := app.CreateUser("twotabs@example.com")
	t0 := time.Now().Add(-time.Hour)
	started := func(sub map[string]any, at time.Time) map[string]any {
		sub["start_date"] = at.Unix()
		return sub
	}
	plan := func() billing.PlanKey {
		cur, err := bills.CurrentPlan(context.Background(), user)
		require.NoError(t, err)
		return cur.Plan.Key
	}
	older := func(status string) map[string]any {
		return started(subscription("sub_older", user, "cus_two", pricePremiumMonth, status, t0), t0)
	}
	newer := started(subscription("sub_newer", user, "cus_two", pricePremiumPlusMonth, "active", t0), t0.Add(time.Minute))

	apply(t, app, event("evt_n1", "customer.subscription.created", t0.Add(time.Minute), newer))
	require.Equal(t, billing.PlanPremiumPlus, plan())
	// The older subscription's events arrive late, and later-dated: they do not take the plan.
	apply(t, app, event("evt_o1", "customer.subscription.created", t0.Add(2*time.Minute), older("active")))
	apply(t, app, event("evt_o2", "customer.subscription.updated", t0.Add(3*time.Minute), older("active")))
	require.Equal(t, billing.PlanPremiumPlus, plan(), "the newer subscription keeps the plan")
	_, periods, err := bills.History(context.Background(), user)
	require.NoError(t, err)
	require.Len(t, periods, 1, "no period opened and closed for the older one")

	// The newer one ends: the older one, still billing, gives its plan.
	newer["status"] = "canceled"
	apply(t, app, event("evt_n2", "customer.subscription.deleted", t0.Add(4*time.Minute), newer))
	require.Equal(t, billing.PlanPremium, plan())
	apply(t, app, event("evt_o3", "customer.subscription.deleted", t0.Add(5*time.Minute), older("canceled")))
	require.Equal(t, billing.PlanFree, plan())
}

package billing_test

import (
	"encoding/json"
	"net/http"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

func TestTheHistoriesAreInTheOwnersRecordOnly(t *testing.T) {
	t.Parallel()
	app := newApp(t)
	user := app.CreateUser("record@example.com")
	public := makePublic(t, app, user, "Record Co") // its record is public: still never its history
	now := time.Now()
	apply(t, app,
		event("evt_sub_r", "customer.subscription.created", now, subscription("sub_r", user, "cus_r", pricePremiumMonth, "active", now.AddDate(0, 1, 0))),
		event("evt_inv_r", "invoice.paid", now, invoice("in_r", user, "cus_r", "GC-0042", "paid", 2900, now)))

	owner := app.Client()
	owner.SignInAs(user)
	var rec struct {
		ID                uuid.UUID         `json:"id"`
		BillingHistory    []json.RawMessage `json:"billingHistory"`
		MembershipHistory []map[string]any  `json:"membershipHistory"`
	}
	res := owner.JSON(http.MethodGet, "/api/sustainability/me", nil)
	require.Equal(t, http.StatusOK, res.StatusCode, res.Body)
	res.DecodeJSON(&rec)
	require.Len(t, rec.BillingHistory, 1)
	require.Contains(t, string(rec.BillingHistory[0]), `"number":"GC-0042"`)
	require.Len(t, rec.MembershipHistory, 1)
	require.Equal(t, "premium", rec.MembershipHistory[0]["plan"])
	require.Equal(t, "stripe", rec.MembershipHistory[0]["source"])

	require.Equal(t, public, rec.ID)

	other := app.Client()
	other.SignInAs(app.CreateUser("other@example.com"))
	for who, c := range map[string]*apptest.Client{"another company": other, "a visitor": app.Client()} {
		seen := c.JSON(http.MethodGet, "/api/sustainability/"+rec.ID.String(), nil)
		require.Equal(t, http.StatusOK, seen.StatusCode, "%s reads the public record", who)
		require.Contains(t, seen.Body, "Record Co")
		require.NotContains(t, seen.Body, "GC-0042", "%s never reads the history", who)
		var public map[string]json.RawMessage
		seen.DecodeJSON(&public)
		for _, key := range []string{"billingHistory", "membershipHistory"} {
			require.Contains(t, []string{"", "[]", "null"}, string(public[key]), "%s: %s", who, key)
		}
	}
	require.NotContains(t, other.Get("/user/profile/billing").Body, "GC-0042", "a company's billing page is its own")
}

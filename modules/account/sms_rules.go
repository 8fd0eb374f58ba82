package account

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/nyaruka/phonenumbers"

	"greenconnect/app/ratelimit"
	"greenconnect/app/web"
)

// What may be texted, and how much (docs/account-security.md, "SMS codes"): against SMS
// pumping (texts to premium or foreign numbers that pay whoever triggers them) and against
// blocking someone's sign-in codes.

// DefaultSMSCountries are where codes are texted unless SMS_COUNTRIES says otherwise: the
// EU and EEA, the United Kingdom, the United States and Canada (ISO 3166 codes as
// libphonenumber names a number's region).
var DefaultSMSCountries = []string{
	"AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT", "LV",
	"LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE", // the EU
	"IS", "LI", "NO", // the rest of the EEA
	"GB", "US", "CA",
}

// DefaultSMSDailyLimit is how many texts all accounts together may cause in a day unless
// SMS_DAILY_LIMIT says otherwise.
const DefaultSMSDailyLimit = 1000

// Budgets per number and purpose, per account and purpose, and per client address. A
// number's enrolment texts and its sign-in texts are counted apart, so nobody can use up a
// user's sign-in codes by enrolling their number elsewhere; enrolments may use at most half
// of the daily budget of all texts, so the other half is always left for sign-ins.
var (
	limitSMSNumber    = ratelimit.Rule{Max: 5, Window: time.Hour}
	limitSMSNumberDay = ratelimit.Rule{Max: 10, Window: 24 * time.Hour}
	limitSMSAccount   = ratelimit.Rule{Max: 10, Window: 24 * time.Hour}
	limitSMSAddress   = ratelimit.Rule{Max: 20, Window: 24 * time.Hour}
)

// CheckPhone reads a phone number typed in international form and returns it in E.164 when
// codes may be texted to it: a valid mobile number (libphonenumber's number type; in the
// US and Canada a number may be either) in a country the operator allows (SMS_COUNTRIES).
// Otherwise it returns the message that says why.
func (s *Service) CheckPhone(raw string) (string, *web.Msg) {
	e164, problem := ParsePhone(raw)
	if problem != nil {
		return "", problem
	}
	n, err := phonenumbers.Parse(e164, "")
	if err != nil {
		return "", &web.Msg{Key: "account.sms.phone_invalid"}
	}
	switch phonenumbers.GetNumberType(n) {
	case phonenumbers.MOBILE, phonenumbers.FIXED_LINE_OR_MOBILE:
	default:
		return "", &web.Msg{Key: "account.sms.phone_not_mobile"}
	}
	if !s.smsCountries[phonenumbers.GetRegionCodeForNumber(n)] {
		return "", &web.Msg{Key: "account.sms.phone_country"}
	}
	return e164, nil
}

// smsBudget counts one text of purpose to phone, caused by the account from the client
// address ip, against every budget; the first that is spent answers 429. A daily budget
// spent is logged as an error: it may be an attack, and it stops texts until the next day.
func (s *Service) smsBudget(ctx context.Context, userID uuid.UUID, phone, purpose, ip string) error {
	number := fmt.Sprintf("%x", s.phoneHash(phone))
	daily := max(s.smsDaily, 1)
	budgets := []struct {
		name, key string
		rule      ratelimit.Rule
	}{
		{"address", "account:sms:ip:" + ratelimit.HashClient(s.secret, ip), limitSMSAddress},
		{"account", "account:sms:" + purpose + ":account:" + userID.String(), limitSMSAccount},
		{"", "account:sms:" + purpose + ":number:" + number, limitSMSNumber},
		{"number", "account:sms:" + purpose + ":number-day:" + number, limitSMSNumberDay},
	}
	if purpose == smsEnrol {
		budgets = append(budgets, struct {
			name, key string
			rule      ratelimit.Rule
		}{"enrolments", "account:sms:enrol:all", ratelimit.Rule{Max: max(daily/2, 1), Window: 24 * time.Hour}})
	}
	budgets = append(budgets, struct {
		name, key string
		rule      ratelimit.Rule
	}{"all texts", "account:sms:all", ratelimit.Rule{Max: daily, Window: 24 * time.Hour}})
	for _, b := range budgets {
		err := s.limiter.Check(ctx, b.key, b.rule)
		if err != nil && b.name != "" && isTooMany(err) {
			slog.ErrorContext(ctx, "sms: daily budget reached, texts refused", "budget", b.name, "purpose", purpose,
				"max", b.rule.Max, "account", userID.String(), "country", phoneCountry(phone))
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// phoneCountry is the calling code a number starts with, for the logs (never the number).
func phoneCountry(e164 string) string {
	n, err := phonenumbers.Parse(e164, "")
	if err != nil {
		return "?"
	}
	return fmt.Sprintf("+%d", n.GetCountryCode())
}

// smsCountrySet is the allowed countries as a set, upper-cased.
func smsCountrySet(codes []string) map[string]bool {
	if len(codes) == 0 {
		codes = DefaultSMSCountries
	}
	set := make(map[string]bool, len(codes))
	for _, c := range codes {
		set[strings.ToUpper(strings.TrimSpace(c))] = true
	}
	return set
}

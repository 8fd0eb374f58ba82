package account

import "context"

// SMSSender sends a text message to a number in E.164 form. app/sms's Twilio client is the
// implementation; the account module declares what it needs of it.
type SMSSender interface {
	Send(ctx context.Context, to, body string) error
}

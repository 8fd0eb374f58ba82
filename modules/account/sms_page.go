package account

import (
	"encoding/json"
	"time"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/account/views"
	"greenconnect/templates"
)

// sessionSMSEnrol is the number a code was sent to, until the code confirms it.
const sessionSMSEnrol = "sms_enrol"

type smsEnrolState struct {
	Phone string `json:"phone"`
	At    int64  `json:"at"`
}

// smsPending is the number this browser is enrolling, if a code went to it within its life.
func (h *Handler) smsPending(c fiber.Ctx) (smsEnrolState, bool) {
	var st smsEnrolState
	raw := h.Sessions.GetString(c.Context(), sessionSMSEnrol)
	if raw == "" || json.Unmarshal([]byte(raw), &st) != nil || h.Service.now().Sub(time.Unix(st.At, 0)) > smsCodeTTL {
		return st, false
	}
	return st, true
}

// GET /user/profile/mfa/sms: the phone number to add, or the code sent to it (?again=1
// starts over with another number). Not offered without an SMS provider.
func (h *Handler) smsPage(c fiber.Ctx) error {
	if !h.Service.SMSOffered() {
		return web.NotFound()
	}
	if c.Query("again") != "" {
		h.Sessions.Remove(c.Context(), sessionSMSEnrol)
	}
	return h.smsEnrol(c, fiber.StatusOK, web.NewForm())
}

// smsEnrol renders the enrolment with its form as it came back.
func (h *Handler) smsEnrol(c fiber.Ctx, status int, f web.Form) error {
	ctx := c.Context()
	me := web.CurrentUser(ctx)
	kind, err := h.proofKindOf(ctx, me.ID)
	if err != nil {
		return err
	}
	v := views.SMSEnrolView{Links: links, Form: f, Proof: views.ProofSpec{HasPassword: kind.Password, MFA: kind.MFA}}
	if st, ok := h.smsPending(c); ok {
		v.Sent = MaskPhone(st.Phone)
	}
	f.Labels = map[string]string{"phone": web.T(ctx, "account.sms.phone"), "code": web.T(ctx, "account.sms.code")}
	v.Form = f
	return templates.Render(c, templates.Page{NoStore: true, Title: web.T(ctx, "account.sms.enrol.title"),
		Status: status,
		Body:   views.SMSEnrol(v)})
}

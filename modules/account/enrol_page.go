package account

import (
	"encoding/json"
	"time"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/account/views"
	"greenconnect/templates"
)

const sessionEnrol = "totp_enrol" // the secret being enrolled, until a code confirms it

type enrolState struct {
	Secret string `json:"secret"`
	At     int64  `json:"at"`
}

// GET /user/profile/mfa: shows the QR code of a new secret (the same one until it is confirmed or ten
// minutes pass, so a reload does not invalidate what was scanned).
func (h *Handler) enrolPage(c fiber.Ctx) error {
	return h.enrol(c, fiber.StatusOK, web.NewForm())
}

// enrol renders the enrolment page with its form as it came back.
func (h *Handler) enrol(c fiber.Ctx, status int, f web.Form) error {
	ctx := c.Context()
	me := web.CurrentUser(ctx)
	var st enrolState
	raw := h.Sessions.GetString(ctx, sessionEnrol)
	if raw == "" || json.Unmarshal([]byte(raw), &st) != nil || h.Service.now().Sub(time.Unix(st.At, 0)) > pendingTTL {
		e, err := h.Service.BeginEnrollment(FactorTOTP, me.Email)
		if err != nil {
			return err
		}
		st = enrolState{Secret: string(e.Secret), At: h.Service.now().Unix()}
		h.putJSON(c, sessionEnrol, st)
	}
	e, err := enrollmentOf(st.Secret, me.Email)
	if err != nil {
		return err
	}
	kind, err := h.proofKindOf(ctx, me.ID)
	if err != nil {
		return err
	}
	return templates.Render(c, templates.Page{NoStore: true, Title: web.T(ctx, "account.mfa.enrol.title"),
		Status: status,
		Body: views.Enrol(views.EnrolView{Links: links, QR: e.QR, Manual: e.Manual, Form: f,
			Proof: views.ProofSpec{HasPassword: kind.Password, MFA: kind.MFA}})})
}

package account

import (
	"encoding/json"
	"errors"
	"strings"
	"time"

	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/web"
	"greenconnect/modules/account/views"
	"greenconnect/templates"
)

const sessionEnrol = "totp_enrol" // the secret being enrolled, until a code confirms it

type enrolState struct {
	Secret string `json:"secret"`
	At     int64  `json:"at"`
}

// enrolPage shows the QR code of a new secret (the same one until it is confirmed or ten
// minutes pass, so a reload does not invalidate what was scanned).
func (h *Handler) enrolPage(c fiber.Ctx) error {
	return h.enrol(c, fiber.StatusOK, views.NewForm())
}

func (h *Handler) enrol(c fiber.Ctx, status int, f views.Form) error {
	ctx := c.Context()
	me := web.CurrentUser(ctx)
	var st enrolState
	raw := h.sessions.GetString(ctx, sessionEnrol)
	if raw == "" || json.Unmarshal([]byte(raw), &st) != nil || h.svc.now().Sub(time.Unix(st.At, 0)) > pendingTTL {
		e, err := h.svc.BeginEnrollment(FactorTOTP, me.Email)
		if err != nil {
			return err
		}
		st = enrolState{Secret: string(e.Secret), At: h.svc.now().Unix()}
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
	c.Set(fiber.HeaderCacheControl, "no-store")
	return templates.Render(c, templates.Page{Title: web.T(ctx, "account.mfa.enrol.title"), Status: status,
		Body: views.Enrol(views.EnrolView{QR: e.QR, Manual: e.Manual, Form: f,
			Proof: views.ProofSpec{HasPassword: kind.Password, MFA: kind.MFA}})})
}

func (h *Handler) enrolConfirm(c fiber.Ctx) error {
	ctx := c.Context()
	f := formFrom(c, "code", "proof")
	var st enrolState
	if json.Unmarshal([]byte(h.sessions.GetString(ctx, sessionEnrol)), &st) != nil {
		return web.Redirect(c, SettingsPath+"/mfa")
	}
	// A new authenticator is a new credential: it needs a fresh proof, and replacing one
	// accepts a code of the app in use (docs/account-security.md#credentials).
	if ok, err := h.proveFresh(c, &f); err != nil || !ok {
		if err != nil {
			return err
		}
		return h.enrol(c, f.Status(), f)
	}
	codes, err := h.svc.ConfirmEnrollment(ctx, web.CurrentUser(ctx).ID, FactorTOTP, []byte(st.Secret), f.Value("code"))
	if errors.Is(err, ErrBadCode) {
		f.Errors["code"] = Rule{Key: CodeKey(CodeInvalidMFACode)}
		return h.enrol(c, fiber.StatusUnprocessableEntity, f)
	}
	if err != nil {
		return err
	}
	h.sessions.Remove(ctx, sessionEnrol)
	h.putJSON(c, sessionShowCodes, codes)
	h.sessions.AddFlash(ctx, web.Success("account.mfa.enabled"))
	return web.Redirect(c, SettingsPath+"/mfa/codes")
}

// codesPage shows recovery codes just made, once.
func (h *Handler) codesPage(c fiber.Ctx) error {
	ctx := c.Context()
	var codes []string
	if json.Unmarshal([]byte(h.sessions.PopString(ctx, sessionShowCodes)), &codes) != nil || len(codes) == 0 {
		return web.Redirect(c, SettingsPath+"#mfa")
	}
	c.Set(fiber.HeaderCacheControl, "no-store")
	return templates.Render(c, templates.Page{Title: web.T(ctx, "account.mfa.codes.title"), Body: views.RecoveryCodes(codes)})
}

func (h *Handler) disableMFA(c fiber.Ctx) error {
	return h.withFreshProof(c, "mfa", func(userID uuid.UUID) error {
		if err := h.svc.DisableMFA(c.Context(), userID); err != nil {
			return err
		}
		h.sessions.AddFlash(c.Context(), web.Success("account.mfa.disabled"))
		return web.Redirect(c, SettingsPath+"#mfa")
	})
}

func (h *Handler) newCodes(c fiber.Ctx) error {
	return h.withFreshProof(c, "mfa", func(userID uuid.UUID) error {
		codes, err := h.svc.RegenerateRecoveryCodes(c.Context(), userID)
		if err != nil {
			return err
		}
		h.putJSON(c, sessionShowCodes, codes)
		return web.Redirect(c, SettingsPath+"/mfa/codes")
	})
}

func (h *Handler) removeMethod(c fiber.Ctx) error {
	ctx := c.Context()
	err := h.svc.Unlink(ctx, web.CurrentUser(ctx).ID, c.Params("provider"))
	var we *web.Error
	if errors.As(err, &we) && we.Code == CodeNoSignInMethodRemain {
		h.sessions.AddFlash(ctx, web.Failure(we.Key))
		return web.Redirect(c, SettingsPath+"#methods")
	}
	if err != nil {
		return err
	}
	h.sessions.AddFlash(ctx, web.Success("account.methods.removed"))
	return web.Redirect(c, SettingsPath+"#methods")
}

// signOutEverywhere ends every session of the account, this one included.
func (h *Handler) signOutEverywhere(c fiber.Ctx) error {
	ctx := c.Context()
	if err := h.svc.SignOutEverywhere(ctx, web.CurrentUser(ctx).ID); err != nil {
		return err
	}
	if err := h.svc.EndSession(ctx); err != nil {
		return err
	}
	h.sessions.AddFlash(ctx, web.Success("account.signout.everywhere_done"))
	return web.Redirect(c, SignInPath)
}

// deleteAccount asks for the email typed out and the password (or a recent sign-in).
func (h *Handler) deleteAccount(c fiber.Ctx) error {
	ctx := c.Context()
	me := web.CurrentUser(ctx)
	f := formFrom(c, "confirm", "current")
	if ok, err := h.proofLimit(c, &f); ok || err != nil {
		if err != nil {
			return err
		}
		return h.settingsError(c, "delete", f)
	}
	if !strings.EqualFold(strings.TrimSpace(f.Value("confirm")), me.Email) {
		f.Errors["confirm"] = Rule{Key: "account.delete.mismatch"}
	}
	r, err := h.svc.ProveIdentity(ctx, me.ID, f.Value("current"))
	if err != nil {
		return err
	}
	if r != nil {
		f.Errors["current"] = *r
	}
	if f.HasErrors() {
		return h.settingsError(c, "delete", f)
	}
	if err := h.svc.DeleteAccount(ctx, me.ID); err != nil {
		return err
	}
	if err := h.svc.EndSession(ctx); err != nil {
		return err
	}
	h.sessions.AddFlash(ctx, web.Success("account.delete.done"))
	return web.Redirect(c, "/")
}

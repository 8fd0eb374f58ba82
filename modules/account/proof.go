package account

import (
	"context"
	"errors"
	"strings"

	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/web"
	"greenconnect/modules/account/views"
)

// proofKind is what an account can prove itself with: its password, a second factor, or
// (with neither typed) a recent sign-in.
type proofKind struct {
	Password bool
	MFA      bool
}

func (h *Handler) proofKindOf(ctx context.Context, userID uuid.UUID) (proofKind, error) {
	has, err := h.svc.HasPassword(ctx, userID)
	if err != nil {
		return proofKind{}, err
	}
	st, err := h.svc.MFA(ctx, userID)
	return proofKind{Password: has, MFA: st.Enabled()}, err
}

// proveFresh checks the fresh proof that a sensitive change needs, from the form's "proof"
// field: the current password, a current code from the authenticator app or a recovery
// code; an account without a password relies on a sign-in within the last 15 minutes
// (ProveIdentity) when no code is typed. It is the one re-authentication of settings
// (docs/account-security.md#credentials). On failure the field carries the message.
func (h *Handler) proveFresh(c fiber.Ctx, f *views.Form) (bool, error) {
	ctx := c.Context()
	me := web.CurrentUser(ctx)
	if ok, err := h.proofLimit(c, f); ok || err != nil {
		return false, err
	}
	kind, err := h.proofKindOf(ctx, me.ID)
	if err != nil {
		return false, err
	}
	proof := strings.TrimSpace(f.Value("proof"))
	if proof != "" && kind.MFA {
		if _, err := h.svc.CheckSecondFactor(ctx, me.ID, proof); err == nil {
			return true, nil
		} else if !errors.Is(err, ErrBadCode) {
			return false, err
		}
		if !kind.Password {
			f.Errors["proof"] = Rule{Key: CodeKey(CodeInvalidMFACode)}
			return false, nil
		}
	}
	r, err := h.svc.ProveIdentity(ctx, me.ID, proof)
	if err != nil || r == nil {
		return err == nil, err
	}
	if kind.Password && kind.MFA {
		r = &Rule{Key: "account.mfa.proof_wrong"}
		if proof == "" {
			r = &Rule{Key: "account.mfa.proof_required"}
		}
	}
	f.Errors["proof"] = *r
	return false, nil
}

// withFreshProof runs change once proveFresh passes, else shows the section's form again.
func (h *Handler) withFreshProof(c fiber.Ctx, section string, change func(userID uuid.UUID) error) error {
	f := formFrom(c, "proof")
	ok, err := h.proveFresh(c, &f)
	if err != nil {
		return err
	}
	if !ok {
		return h.settingsError(c, section, f)
	}
	return change(web.CurrentUser(c.Context()).ID)
}

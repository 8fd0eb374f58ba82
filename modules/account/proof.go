package account

import (
	"context"
	"errors"
	"strings"

	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/web"
)

// proofKind is what an account can prove itself with: its password, a second factor, or
// (with neither typed) a recent sign-in.
type proofKind struct {
	Password bool
	MFA      bool
}

func (h *Handler) proofKindOf(ctx context.Context, userID uuid.UUID) (proofKind, error) {
	id, err := h.Service.Identity(ctx, userID)
	if err != nil {
		return proofKind{}, err
	}
	st, err := h.Service.MFA(ctx, userID)
	return proofKind{Password: id.HasPassword, MFA: st.Enabled()}, err
}

// proofLimit limits how often settings may check a password or code, so they cannot be
// used to guess one.
func (h *Handler) proofLimit(c fiber.Ctx, f *web.Form) (bool, error) {
	ctx := c.Context()
	err := h.check(ctx, keyedRule{"account:proof:" + web.CurrentUser(ctx).ID.String(), limitSettings})
	return limited(c, f, err)
}

// proveFresh checks the fresh proof that a sensitive change needs, from the form's "proof"
// field: the current password, a current code from the authenticator app or a recovery
// code; an account without a password relies on a sign-in within the last 15 minutes
// (ProveIdentity) when no code is typed. It is the one re-authentication of settings
// (docs/account-security.md#credentials). On failure the field carries the message.
func (h *Handler) proveFresh(c fiber.Ctx, f *web.Form) (bool, error) {
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
		if _, err := h.Service.CheckSecondFactor(ctx, me.ID, proof); err == nil {
			return true, nil
		} else if !errors.Is(err, ErrBadCode) {
			return false, err
		}
		if !kind.Password {
			f.Errors.Add("proof", CodeKey(CodeInvalidMFACode), nil)
			return false, nil
		}
	}
	problem, err := h.Service.ProveIdentity(ctx, me.ID, proof)
	if err != nil || problem == nil {
		return err == nil, err
	}
	if kind.Password && kind.MFA {
		problem = &web.Msg{Key: "account.mfa.proof_wrong"}
		if proof == "" {
			problem = &web.Msg{Key: "account.mfa.proof_required"}
		}
	}
	addProblem(&f.Errors, "proof", problem)
	return false, nil
}

// withFreshProof runs change once proveFresh passes, else shows the section's form again.
func (h *Handler) withFreshProof(c fiber.Ctx, section string, change func(userID uuid.UUID) error) error {
	f := web.FormFrom(c, "proof")
	ok, err := h.proveFresh(c, &f)
	if err != nil {
		return err
	}
	if !ok {
		return h.settingsError(c, section, f)
	}
	return change(web.CurrentUser(c.Context()).ID)
}

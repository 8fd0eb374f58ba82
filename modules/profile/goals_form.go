package profile

import (
	"context"
	"strconv"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/reference"
	"greenconnect/app/web"
	"greenconnect/modules/profile/views"
)

// The goals section's picks as forms show them (docs/profile.md, "SDGs and the UN Global
// Compact"): a box per goal and per principle (sdgs, principles), each with the
// description of what the company does for it (goal-<n>, principle-<n>).

func goalField(n int) string      { return "goal-" + strconv.Itoa(n) }
func principleField(n int) string { return "principle-" + strconv.Itoa(n) }

// readPicks reads the picked goals and principles of a posted section form, each with its
// description. A box that is not ticked drops its description.
func readPicks(c fiber.Ctx) (goals, principles []Commitment) {
	values := func(name string) []string { // the form is multipart (it uploads), but need not be
		if form, err := c.MultipartForm(); err == nil {
			return form.Value[name]
		}
		var out []string
		for _, v := range c.Request().PostArgs().PeekMulti(name) {
			out = append(out, string(v))
		}
		return out
	}
	read := func(group string, field func(int) string) []Commitment {
		var out []Commitment
		for _, raw := range values(group) {
			if n, err := strconv.Atoi(raw); err == nil {
				out = append(out, Commitment{Number: n, Description: c.FormValue(field(n))})
			}
		}
		return out
	}
	return read("sdgs", goalField), read("principles", principleField)
}

// goalPicks are the 17 goals to pick from, those in picked ticked with their descriptions
// put in the form.
func goalPicks(ctx context.Context, picked []Commitment, f *web.Form) []views.PickForm {
	out := make([]views.PickForm, 0, reference.SDGCount)
	for _, n := range reference.SDGs {
		p := views.PickForm{Number: n, Name: web.T(ctx, reference.SDGName(n)), About: web.T(ctx, reference.SDGText(n)),
			Field: goalField(n), Note: web.T(ctx, "profile.goals.goal_note", map[string]any{"N": n})}
		p.Picked = pick(picked, n, p.Field, f)
		out = append(out, p)
	}
	return out
}

// principlePicks are the Global Compact's principles to pick from, by area.
func principlePicks(ctx context.Context, picked []Commitment, f *web.Form) []views.PickArea {
	var out []views.PickArea
	for _, a := range reference.CompactAreas {
		area := views.PickArea{Name: web.T(ctx, a.Message())}
		for _, n := range a.Principles {
			p := views.PickForm{Number: n, Name: web.T(ctx, reference.PrincipleText(n)), Field: principleField(n),
				Note: web.T(ctx, "profile.goals.principle_note", map[string]any{"N": n})}
			p.Picked = pick(picked, n, p.Field, f)
			area.Picks = append(area.Picks, p)
		}
		out = append(out, area)
	}
	return out
}

// pick reports whether n is picked, putting its description in the form.
func pick(picked []Commitment, n int, field string, f *web.Form) bool {
	for _, c := range picked {
		if c.Number == n {
			f.Set(field, c.Description)
			return true
		}
	}
	return false
}

// wizardPicks are the goals and the principles for the wizard island, named in the
// visitor's language.
func wizardPicks(ctx context.Context) ([]views.WizardPick, []views.WizardArea) {
	goals := make([]views.WizardPick, 0, reference.SDGCount)
	for _, n := range reference.SDGs {
		goals = append(goals, views.WizardPick{Number: n, Name: web.T(ctx, reference.SDGName(n)), Text: web.T(ctx, reference.SDGText(n))})
	}
	var areas []views.WizardArea
	for _, a := range reference.CompactAreas {
		area := views.WizardArea{Name: web.T(ctx, a.Message())}
		for _, n := range a.Principles {
			area.Principles = append(area.Principles, views.WizardPick{Number: n, Name: web.T(ctx, reference.PrincipleText(n))})
		}
		areas = append(areas, area)
	}
	return goals, areas
}

package reference

import "strconv"

// The 17 UN Sustainable Development Goals and the 10 principles of the UN Global Compact
// (docs/profile.md, "SDGs and the UN Global Compact"). Their words are messages in the
// four languages, from the UN's own wording: reference.sdg.<n>.name and
// reference.sdg.<n>.text (the goal's one-line statement), reference.compact.<n>.text and
// reference.compact.area.<area>. Records store the numbers.

// SDGCount is how many Sustainable Development Goals there are: 1 to SDGCount.
const SDGCount = 17

// SDGs are the goals' numbers, in order.
var SDGs = func() []int {
	out := make([]int, SDGCount)
	for i := range out {
		out[i] = i + 1
	}
	return out
}()

// IsSDG reports whether n numbers a Sustainable Development Goal.
func IsSDG(n int) bool { return n >= 1 && n <= SDGCount }

// SDGName is the message id of goal n's short name ("Climate action"); "" for no goal.
func SDGName(n int) string {
	if !IsSDG(n) {
		return ""
	}
	return "reference.sdg." + strconv.Itoa(n) + ".name"
}

// SDGText is the message id of goal n's one-line statement ("Take urgent action to combat
// climate change and its impacts"); "" for no goal.
func SDGText(n int) string {
	if !IsSDG(n) {
		return ""
	}
	return "reference.sdg." + strconv.Itoa(n) + ".text"
}

// The four areas of the Global Compact, in its order.
const (
	AreaHumanRights    = "human_rights"
	AreaLabour         = "labour"
	AreaEnvironment    = "environment"
	AreaAntiCorruption = "anti_corruption"
)

// CompactAreas are the Global Compact's areas with the principles of each.
var CompactAreas = []CompactArea{
	{AreaHumanRights, []int{1, 2}},
	{AreaLabour, []int{3, 4, 5, 6}},
	{AreaEnvironment, []int{7, 8, 9}},
	{AreaAntiCorruption, []int{10}},
}

// CompactArea is one area of the Global Compact and its principles' numbers.
type CompactArea struct {
	Key        string
	Principles []int
}

// Message is the message id of the area's name.
func (a CompactArea) Message() string { return "reference.compact.area." + a.Key }

// PrincipleCount is how many principles the Global Compact has: 1 to PrincipleCount.
const PrincipleCount = 10

// IsPrinciple reports whether n numbers a principle of the Global Compact.
func IsPrinciple(n int) bool { return n >= 1 && n <= PrincipleCount }

// PrincipleText is the message id of principle n's text; "" for no principle.
func PrincipleText(n int) string {
	if !IsPrinciple(n) {
		return ""
	}
	return "reference.compact." + strconv.Itoa(n) + ".text"
}

// AreaOf is the area of principle n (the zero CompactArea for no principle).
func AreaOf(n int) CompactArea {
	for _, a := range CompactAreas {
		for _, p := range a.Principles {
			if p == n {
				return a
			}
		}
	}
	return CompactArea{}
}

package rating

import "time"

// MaxTotal is the highest score there is (docs/rating.md, "The rules").
const MaxTotal = 495

// Level is a rating level's key (rating.level.<key> names it).
type Level string

// The levels (docs/rating.md, "Levels and bands").
const (
	LevelNone     Level = "none"
	LevelStarter  Level = "starter"
	LevelExplorer Level = "explorer"
	LevelAchiever Level = "achiever"
	LevelChampion Level = "champion"
)

// LevelBand is a named level: the totals it spans and the stars it shows.
type LevelBand struct {
	Level    Level
	From, To int // totals, both included
	Stars    int
}

// Levels lists the levels that have a name, lowest first. Every page, filter and badge that
// shows the levels reads them here.
var Levels = []LevelBand{
	{LevelStarter, 1, 49, 2}, {LevelExplorer, 50, 199, 3}, {LevelAchiever, 200, 299, 4}, {LevelChampion, 300, MaxTotal, 5},
}

// LevelByKey finds a named level by its key ("starter" … "champion").
func LevelByKey(key string) (LevelBand, bool) {
	for _, l := range Levels {
		if string(l.Level) == key {
			return l, true
		}
	}
	return LevelBand{}, false
}

// MessageKey is the id of the level's name; an unknown or empty level is named as none.
func (l Level) MessageKey() string {
	if _, ok := LevelByKey(string(l)); !ok {
		return "rating.level." + string(LevelNone)
	}
	return "rating.level." + string(l)
}

// LevelFor is the level and stars of a total: 0 → none (0 stars); 1–49 Starter ★2;
// 50–199 Explorer ★3; 200–299 Achiever ★4; 300–495 Champion ★5.
func LevelFor(total int) (Level, int) {
	level, stars := LevelNone, 0
	for _, l := range Levels {
		if total >= l.From {
			level, stars = l.Level, l.Stars
		}
	}
	return level, stars
}

// BandFor is the encouragement band of a total: 1–20→20, 21–49→49, 50–199→50,
// 200–299→200, 300–495→300, else 0 (docs/rating.md, "Levels and bands": 495 is 300).
func BandFor(total int) int {
	switch {
	case total < 1 || total > MaxTotal:
		return 0
	case total <= 20:
		return 20
	case total <= 49:
		return 49
	case total <= 199:
		return 50
	case total <= 299:
		return 200
	}
	return 300
}

// Reason says why a section gives fewer points than its stage would, or is not counted.
type Reason string

// The reasons.
const (
	ReasonNone Reason = ""
	// ReasonUnanswered: no stage yet; 0 points, the DEFINED value is what it could give.
	ReasonUnanswered Reason = "unanswered"
	// ReasonESGReport: not counted because the ESG report is DEFINED.
	ReasonESGReport Reason = "esg_report"
	// ReasonESGAccreditation: not counted because the company holds an ESG accreditation.
	ReasonESGAccreditation Reason = "esg_accreditation"
	// ReasonCarbonAccreditation: CO2 accounting not counted because of a carbon accreditation.
	ReasonCarbonAccreditation Reason = "carbon_accreditation"
	// ReasonNoTarget: a PLANNING answer without a target date earns nothing.
	ReasonNoTarget Reason = "no_target"
	// ReasonPlanningExpired: PLANNING points last 18 months; Until is when they ended.
	ReasonPlanningExpired Reason = "planning_expired"
	// ReasonPlanningSuspended: the target date passed while still PLANNING; no points until Until.
	ReasonPlanningSuspended Reason = "planning_suspended"
)

// SectionResult is one rated section's part of the rating.
type SectionResult struct {
	Stage    Stage
	Points   int  // what the section adds to the total (0 when not counted)
	Possible int  // the most it could give: its DEFINED value (the best accreditation type)
	Counted  bool // false when another answer makes it not count (Reason says which)
	Reason   Reason
	// Until is a date the reason refers to: the end of a suspension, the day PLANNING points
	// expired, or for valid PLANNING points the day they will expire.
	Until time.Time
}

// MessageKey is the id of the section's encouragement text for its state.
func (r SectionResult) MessageKey(s Section) string {
	return "rating.section." + s.Slug() + "." + r.Stage.Slug()
}

// Result is a company's Green Rating.
type Result struct {
	Total    int // capped at MaxTotal
	Raw      int // the sum before the cap
	Level    Level
	Stars    int
	Band     int
	Active   bool // every rated section has a stage; before that the total is provisional
	Complete bool // allValuesNonZero: every counted section has points, and total > 0
	AnyStage bool // at least one section has a stage (else: "at the starting line")

	SignUp, CompanyProfile, GreenRoom int // the plain points earned
	Sections                          [NumSections]SectionResult
}

// BandMessageKey is the id of the encouragement text of the total's band.
func (r Result) BandMessageKey() string { return bandKeys[r.Band] }

var bandKeys = map[int]string{0: "rating.band.b0", 20: "rating.band.b20", 49: "rating.band.b49",
	50: "rating.band.b50", 200: "rating.band.b200", 300: "rating.band.b300"}

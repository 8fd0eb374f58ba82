package vsme

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/modules/vsme/taxonomy"
)

// What a form field takes: numbers as people type them, converted into the concept's unit,
// and clear refusals for what does not fit its type.
func TestParseEntry(t *testing.T) {
	tax := taxonomy.Load()
	energy := tax.Concept("vsme:EnergyConsumptionFromElectricity")
	mass := tax.Concept("vsme:AmountOfEmissionToAir")
	employees := tax.Concept("vsme:NumberOfEmployees")
	for _, tc := range []struct {
		c               *taxonomy.Concept
		raw, unit, want string
		err             string
	}{
		{energy, "1 500", "utr:kWh", "1.5", ""},
		{energy, "2,25", "utr:MWh", "2.25", ""},
		{energy, "36", "utr:GJ", "10", ""},
		{mass, "1234", "utr:kg", "1.234", ""},
		{mass, "5", "utr:MWh", "", "vsme.entry.error.unit"},
		{employees, "12,5", "", "12.5", ""},
		{employees, "-3", "", "", "vsme.entry.error.negative"},
		{employees, "1e9", "", "", "vsme.entry.error.number"},
		{employees, "1.5.3", "", "", "vsme.entry.error.number"},
		{employees, "1,5.3", "", "", "vsme.entry.error.number"},
		{employees, strings.Repeat("9", 40), "", "", "vsme.entry.error.too_large"},
		{employees, "١٢", "", "", "vsme.entry.error.number"},
		{tax.Concept("vsme:PubliclyAvailableDisclosure"), "maybe", "", "", "vsme.entry.error.yes_no"},
		{tax.Concept("vsme:BasisForPreparation"), "vsme:NotAMember", "", "", "vsme.entry.error.choose"},
		{tax.Concept("vsme:URLOrLinkToThePubliclyAvailableDisclosure"), "a\x00b", "", "", "vsme.entry.error.text"},
		{tax.Concept("vsme:URLOrLinkToThePubliclyAvailableDisclosure"), "Zürich 北京 🌍", "", "Zürich 北京 🌍", ""},
	} {
		v, m := parseEntry(tax, tc.c, tc.raw, tc.unit, "EUR")
		if tc.err != "" {
			require.NotNil(t, m, tc.raw)
			require.Equal(t, tc.err, m.Key, tc.raw)
			continue
		}
		require.Nil(t, m, tc.raw)
		require.Equal(t, tc.want, v.Value, tc.raw)
	}
}

// The taxonomy's roles make the forms: B1's follow-ups depend on their yes/no, B3's energy is
// a grid of renewable and non-renewable, B4's pollutants and B1's sites are tables.
func TestEntryGroups(t *testing.T) {
	tax := taxonomy.Load()
	b1 := entryGroups(tax, "B1", "en")
	require.Equal(t, groupPlain, b1[0].Kind)
	parents := map[string]string{}
	for _, l := range b1[0].Lines {
		parents[l.Concept.Name] = l.Parent
	}
	require.Equal(t, "vsme:ReportContainsDisclosuresFromThePreviousReportingPeriodThatRemainUnchanged",
		parents["vsme:LinkToPreviousReportContainingDisclosuresThatRemainUnchanged"])
	require.Equal(t, "vsme:UndertakingsLegalForm", parents["vsme:OtherUndertakingsLegalForm"])
	require.Empty(t, parents["vsme:Turnover"])
	require.Equal(t, groupRows, b1[2].Kind)
	require.True(t, b1[2].Typed)
	b3 := entryGroups(tax, "B3", "en")
	require.Equal(t, groupGrid, b3[1].Kind)
	require.Equal(t, []string{"vsme:RenewableEnergyMember", "vsme:NonRenewableEnergyMember"}, b3[1].Members)
	require.Equal(t, groupPlain, b3[2].Kind, "the currently stated scope is the axis default")
	b4 := entryGroups(tax, "B4", "en")
	require.Equal(t, groupRows, b4[1].Kind)
	require.False(t, b4[1].Typed)
	require.Contains(t, b4[1].Members, "vsme:MethaneCH4Member")
	require.NotContains(t, b4[1].Members, "vsme:TypeOfPollutantMember")
}

// The benchmark groups peers by industry, country and size, shows a group only from three
// companies, and a median only from three that show the figure.
func TestGroups(t *testing.T) {
	f := func(v float64) *float64 { return &v }
	peers := []Peer{
		{Industry: "food", Country: "FR", Size: "small", Intensity: f(1), Renewable: f(0.2)},
		{Industry: "food", Country: "FR", Size: "small", Intensity: f(3)},
		{Industry: "food", Country: "FR", Size: "small", Intensity: f(2), Renewable: f(0.4)},
		{Industry: "food", Country: "FR", Size: "micro", Intensity: f(9)},
		{Industry: "food", Country: "FR", Size: "micro", Intensity: f(9)},
		{Industry: "", Country: "FR", Size: "micro", Intensity: f(9)},
	}
	gs := Groups(peers, Filter{})
	require.Len(t, gs, 1, "the micro group has two companies with an industry")
	require.Equal(t, 3, gs[0].N)
	require.Equal(t, 2.0, *gs[0].Intensity)
	require.Nil(t, gs[0].Renewable, "two companies show their renewable share")
	require.Empty(t, Groups(peers, Filter{Country: "RO"}))
	require.Len(t, Groups(peers, Filter{Size: "small", Industry: "food"}), 1)
	seven := 7
	require.Equal(t, "micro", SizeClass(&seven))
	require.Equal(t, "", SizeClass(nil))
}

// Intensities per turnover in different currencies are never mixed: a group's median is over
// its commonest currency, and needs three companies reporting in it.
func TestGroupsCompareLikeWithLike(t *testing.T) {
	f := func(v float64) *float64 { return &v }
	peer := func(cur string, v float64) Peer {
		return Peer{Industry: "food", Country: "RO", Size: "small", Intensity: f(v), Currency: cur}
	}
	gs := Groups([]Peer{peer("RON", 5), peer("RON", 6), peer("EUR", 1), peer("RON", 7), peer("EUR", 1)}, Filter{})
	require.Len(t, gs, 1)
	require.Equal(t, "RON", gs[0].Currency)
	require.Equal(t, 6.0, *gs[0].Intensity, "the euro reports are left out, not converted")
	require.Equal(t, 3, gs[0].NIntensity)
	gs = Groups([]Peer{peer("RON", 5), peer("RON", 6), peer("EUR", 1), peer("EUR", 2)}, Filter{})
	require.Nil(t, gs[0].Intensity, "two and two: no currency has three")
	require.Equal(t, 4, gs[0].N)
}

package directory

import (
	"context"
	"fmt"
	"slices"
	"strings"

	sq "github.com/Masterminds/squirrel"

	"greenconnect/app/db"
)

// A search whose one word is the listing's only filter walks the start of its word in
// service_words or company_words, in the listing's order, and stops at its bound
// (docs/directory.md, "Search at any size").

// WordWalkBound is how many entries of a word's start a search walks: when they hold fewer
// than SearchBound+1 matches (a word that starts like many and matches few) the search
// reads its candidates as a search with other filters does.
const WordWalkBound = CountBound

// TagWalkBound is how many entries of a word's start a search with tags walks: the tags
// keep a share of the word's matches (a twentieth and less: "audit" holds 514 of the 27,461
// services "energy" matches at 100,000 services, found in its start's first 8,676 entries),
// so it reads further for its SearchBound+1 candidates. An entry is checked on the tags and
// words the index carries (migration 01020), a tenth of a microsecond each.
const TagWalkBound = 10 * WordWalkBound

// walkBound is how many entries of its start a walk with tags (none for a word alone) reads.
func walkBound(tags []string) int32 {
	if len(tags) > 0 {
		return TagWalkBound
	}
	return WordWalkBound
}

// wordTable is a listing's word table and how a search walks it.
type wordTable struct {
	table    string   // service_words or company_words
	order    []string // the listing's order as the table keeps it (its index after word)
	total    string   // the column of the order's first key, the rating's total: a level is a band of it
	columns  []string // a candidate's columns (candidateColumns) but its rank, read from an entry w
	document string   // the document of an entry w's row
	// places are the columns an entry carries of its row's filters, each indexed after the
	// start (company_words' country, industry and level: migration 00970; service_words'
	// category and its company's country: 00990, its industry: 01080).
	places []string
	// flags are the yes/no columns an entry carries of its row's filters, in the indexes
	// the walk reads (service_words' with prices, green rating and provider: 00990).
	flags []string
	// tagTable is the table of its rows' tags, a row a tag of each public row (service_tags:
	// 00860), when an entry carries its row's tags in the indexes a walk reads
	// (service_words: 01020, and its place indexes: 01030); "" when it carries none.
	tagTable string
}

var (
	serviceWords = wordTable{table: "service_words", order: []string{"company_total DESC", "published_at DESC", "service_id"}, total: "company_total",
		columns:  []string{"w.service_id AS id", "w.company_total", "w.published_at"},
		document: "SELECT search FROM services WHERE id = e.service_id",
		places:   []string{"category", "company_country", "industry"}, flags: []string{"has_prices", "company_active", "company_provider"},
		tagTable: "service_tags"}
	companyWords = wordTable{table: "company_words", order: []string{"total DESC", "company_name", "profile_id"}, total: "total",
		columns:  []string{"w.profile_id", "w.total", "w.company_name"},
		document: "SELECT search FROM directory_companies WHERE profile_id = e.profile_id",
		places:   []string{"country", "industry", "level"}}
)

// candidates are a search's candidates (the c of servicesListing and companiesListing) read
// from its word's start: the first WordWalkBound entries in the listing's order, each
// checked against the word on its own lexemes (its row's words of that start, carried by the
// table's index: migration 00930), stopping at SearchBound+1 matches. The lexemes stand for
// the row's document in the ranking too, so the walk reads no listed row; only an entry
// that holds none (its words past 1,000 bytes) reads its row's document, in a subquery
// coalesce runs for that entry alone (a join to the rows, even a lateral one that read
// nothing, cost 0.05–0.1 ms of PostgreSQL's time a view of the 1× set's "solar"). When the walk
// finds no more than SearchBound short of its start's end (a word that starts like many
// and matches few), the listing reads its candidates as any search does instead
// (readAgain). With a place (a column of places and its value: a country), the walk reads
// that place's entries of the start alone: its index holds them in the listing's order
// after the start and the place. With a level, it reads the entries of its band of totals
// alone: the listing's order starts with the total. With flags (columns of flags: yes/no filters), the walk
// keeps the entries that hold each, checked as the word is: on the entries walked (up to
// walkBound), so a flag few hold ends the walk short, and the listing is read again. With tags
// the walk keeps the entries that hold every one of them, checked first, on its start's (or
// its place's) first TagWalkBound entries.
func (t wordTable) candidates(query string, in walkArea, tags []string, flags ...string) sq.Sqlizer {
	entries := t.entries(psql.Select(t.walked(tags, flags)...), query, in).
		Suffix(db.LimitTo(walkBound(tags))).PlaceholderFormat(sq.Question)
	walk := psql.Select(t.columns...).Column(rankColumn("w"), query).FromSelect(entries, "w")
	if len(tags) > 0 {
		if t.tagTable == "" {
			panic("directory: " + t.table + " carries no tags")
		}
		walk = walk.Where(t.tagsHeld(tags)).Where("w.tags @> ?::text[]", tags)
	}
	walk = walk.Where("w.search @@ ?::tsquery", query)
	for _, flag := range flags {
		if !slices.Contains(t.flags, flag) {
			panic("directory: " + t.table + " has no flag " + flag)
		}
		walk = walk.Where("w." + flag)
	}
	walk = walk.OrderBy(prefixed("w.", t.order)...).Suffix(db.LimitTo(SearchBound + 1)).PlaceholderFormat(sq.Question)
	return sq.Expr("WITH c AS MATERIALIZED (?)", walk)
}

// walked are the columns of an entry e a walk reads: the listing's order (which holds a
// candidate's columns), the tags and flags it checks, and the document it matches and
// ranks. Only those: an entry carried whole (e.*) was copied with every column at each
// step up to the walk, its words twice (6–9% of the marketplace's "solar" statement in
// pgbench on the 10× set).
func (t wordTable) walked(tags, flags []string) []string {
	var out []string
	for _, o := range t.order {
		out = append(out, "e."+strings.TrimSuffix(o, " DESC"))
	}
	if len(tags) > 0 {
		out = append(out, "e.tags")
	}
	out = append(out, prefixed("e.", flags)...)
	return append(out, "coalesce(e.lexemes, ("+t.document+")) AS search")
}

// tagsHeld is a condition of no column, true when some public row holds each of tags: a
// walk, and its count, for a tag none holds (one typed in the address) read no entry,
// where they read TagWalkBound entries each to find none.
func (t wordTable) tagsHeld(tags []string) sq.Sqlizer {
	return sq.Expr("NOT EXISTS (SELECT 1 FROM unnest(?::text[]) AS a(tag) WHERE NOT EXISTS (SELECT 1 FROM "+
		t.tagTable+" AS h WHERE h.tag = a.tag))", tags)
}

// entries are b's entries e of the query's start in the area (its place, one of places,
// and its band of totals), in the listing's order as the table's index keeps them.
func (t wordTable) entries(b sq.SelectBuilder, query string, in walkArea) sq.SelectBuilder {
	b = b.From(t.table+" AS e").Where("e.word = ?", db.SearchStart(query))
	order := []string{"e.word"}
	if in.column != "" {
		if !slices.Contains(t.places, in.column) {
			panic("directory: " + t.table + " has no place " + in.column)
		}
		b = b.Where("e."+in.column+" = ?", in.place)
		order = append(order, "e."+in.column)
	}
	if in.band.To > 0 {
		b = b.Where("e."+t.total+" BETWEEN ? AND ?", in.band.From, in.band.To)
	}
	return b.OrderBy(append(order, prefixed("e.", t.order)...)...)
}

// rankColumn is a search candidate's rank, from the search column of alias (the
// statement's argument: the query), computed once the candidates are read: they then carry
// a number, not their words, to the ranking (a tenth of the marketplace's "solar"
// statement's time on the 1× set). Only on the bounded candidates: a column of the select
// that reads the matches would be computed for every match a sort reads first.
func rankColumn(alias string) string {
	return "ts_rank(" + alias + ".search, ?::tsquery) AS rank"
}

// rankedCandidates are the candidates read by inner (columns and search, at most
// SearchBound+1) with their rank in place of their words.
func rankedCandidates(inner sq.SelectBuilder, columns []string, query string) sq.SelectBuilder {
	return psql.Select(prefixed("x.", columns)...).Column(rankColumn("x"), query).FromSelect(inner, "x").
		PlaceholderFormat(sq.Question)
}

// prefixed is each of columns with prefix (a table's alias) before it.
func prefixed(prefix string, columns []string) []string {
	out := make([]string, len(columns))
	for i, c := range columns {
		out[i] = prefix + c
	}
	return out
}

// readAgain is whether a listing read through its word's start (candidates) must be read
// again from any search's candidates, planned for the word: its walk found no more than
// SearchBound candidates (the count its rows carry; none when it has no row) and stopped at
// its bound (walkBound), short of the start's end (a word that starts like many and matches
// few, or tags few of its matches hold). A walk that read its start whole found every match,
// however few. Two or three
// statements for such a word, where one statement holding both ways was planned for each
// call's values: PostgreSQL priced its plan for any word by the general way's worst case,
// so a common word's view spent 1.5 ms planning on the 10× set.
func readAgain[R interface{ matches() int32 }](ctx context.Context, s *Service, t wordTable, query string, in walkArea, tags []string, rows []R) (bool, error) {
	if len(rows) > 0 && rows[0].matches() > SearchBound {
		return false, nil
	}
	bound := walkBound(tags)
	key := fmt.Sprint("entries\x00", t.table, "\x00", db.SearchStart(query), "\x00", in.column, "\x00", in.place, "\x00",
		in.band.Level, "\x00", strings.Join(tags, "\x00"))
	entries := s.built.Of(key, func() sq.Sqlizer {
		e := t.entries(psql.Select("1"), query, in)
		if len(tags) > 0 {
			e = e.Where(t.tagsHeld(tags))
		}
		return psql.Select("count(*)::int").FromSelect(e.Suffix(db.LimitTo(bound)), "e")
	})
	n, err := db.Count(ctx, s.walks, entries) // a walk too: in order, without a bitmap
	return n >= bound, err
}

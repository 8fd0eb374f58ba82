package blog

import (
	"time"

	sq "github.com/Masterminds/squirrel"
	"github.com/google/uuid"

	"greenconnect/app/db"
)

// The Green Room's listing statements, built from what is set (docs/blog.md, "Listings at
// any size"): a category and search words each add their predicate and nothing else, and
// each statement walks the posts newest first and stops at its bound.

// CountBound is how many posts a listing counts ("1,000+ posts" past it) and pages through
// (MaxPage pages): its statements read about a page of rows whatever the number of posts.
// A search counts and pages through its SearchBound newest matches, found by walking the
// WordWalkBound newest entries of its word's start (one word: post_words) or the WalkBound
// newest posts (a
// common word) or, when those hold fewer, from the word's index (a rare word): PostgreSQL
// cannot tell them apart (a prefix search is planned at a fixed share of the rows), so the
// statement tries the walk first (db.WalkOrGeneral).
const (
	CountBound    = 1000
	SearchBound   = 200
	WalkBound     = 2 * CountBound
	WordWalkBound = CountBound // the entries of a word's start a one-word search walks
	MaxPage       = CountBound / PageSize
)

// boundFor is how many matches a listing counts and shows.
func boundFor(query string) int32 {
	if query != "" {
		return SearchBound
	}
	return CountBound
}

var psql = sq.StatementBuilder.PlaceholderFormat(sq.Dollar)

const postOrder = "published_at DESC, id"

// postColumns are a listed post's columns (postRow) of blog_posts as p ("" for none): its
// summary, and its content only when it has none (migration 01010), so that a listing reads
// no post's whole text.
func postColumns(p string) []string {
	if p != "" {
		p += "."
	}
	return []string{p + "id", p + "profile_id", p + "title",
		"(CASE WHEN " + p + "summary IS NULL THEN " + p + "content ELSE '' END)::text AS content",
		p + "summary", p + "cover_key", p + "category", p + "published_at"}
}

// postRow is a listed post as the statements return it.
type postRow struct {
	ID          uuid.UUID
	ProfileID   uuid.UUID
	Title       string
	Content     string  // "" when Summary is set
	Summary     *string // the start of its plain text; nil for a post written before summaries
	CoverKey    string
	Category    string
	PublishedAt *time.Time
}

// postsWhere is the public posts (published, not hidden) of category ("" every category)
// matching query (a BuildPostSearchQuery result, never the typed text, "" none).
func postsWhere(b sq.SelectBuilder, category, query string) sq.SelectBuilder {
	b = b.From("blog_posts").Where("published AND NOT hidden")
	if category != "" {
		b = b.Where("category = ?", category)
	}
	if query != "" {
		b = b.Where("search @@ ?::tsquery", query)
	}
	return b
}

// postsPage is limit posts from offset, newest first.
func postsPage(category, query string, limit, offset int32) sq.SelectBuilder {
	return postsWhere(psql.Select(postColumns("")...), category, query).OrderBy(postOrder).Suffix(db.Window(limit, offset))
}

// postsCount counts the matches up to bound, newest first as the pages read them: an index
// walk that stops at the bound.
func postsCount(category, query string, bound int32) sq.SelectBuilder {
	inner := postsWhere(psql.Select("1"), category, query).OrderBy(postOrder).Suffix(db.LimitTo(bound))
	return psql.Select("count(*)::int").FromSelect(inner, "m")
}

// postsListing is a listing page in one statement: postsPage's posts, each with the count
// of matches up to boundFor(query)+1 as its last column. A search reads its candidates
// once (searchCandidates: ids and dates), then counts them and reads its page's posts.
func postsListing(category, query string, limit, offset int32) sq.SelectBuilder {
	if query != "" {
		page := psql.Select("id").From("c").OrderBy(postOrder).Suffix(db.Window(limit, offset))
		return psql.Select(append(postColumns("p"), "(SELECT count(*)::int FROM c) AS matches")...).
			PrefixExpr(searchCandidates(category, query)).FromSelect(page, "pg").
			Join("blog_posts p ON p.id = pg.id").OrderBy("p.published_at DESC, p.id")
	}
	count := postsCount(category, query, boundFor(query)+1).PlaceholderFormat(sq.Question)
	return postsPage(category, query, limit, offset).Column(sq.Alias(count, "matches"))
}

// searchCandidates is the WITH clause whose c is a search's SearchBound+1 newest matches
// (their ids and dates): from a walk when it finds that many, else from the word's index.
// A search of one word of three characters or more (and no category) walks the newest
// WordWalkBound entries of its start in post_words, each checked against its own words (the
// post's words of that start, carried by the index: migration 01000); any other walks the
// WalkBound newest posts, each checked against its whole document.
func searchCandidates(category, query string) sq.Sqlizer {
	var walk sq.SelectBuilder
	if start := db.SearchStart(query); start != "" && category == "" {
		entries := psql.Select("e.post_id", "e.published_at", "coalesce(e.lexemes, (SELECT search FROM blog_posts WHERE id = e.post_id)) AS search").
			From("post_words e").Where("e.word = ?", start).OrderBy("e.word", "e.published_at DESC", "e.post_id").
			Suffix(db.LimitTo(WordWalkBound)).PlaceholderFormat(sq.Question)
		walk = psql.Select("w.post_id AS id", "w.published_at").FromSelect(entries, "w").Where("w.search @@ ?::tsquery", query).
			OrderBy("w.published_at DESC", "w.post_id")
	} else {
		// The newest posts of every category: their index is in the table's order, and a
		// walk of a category's own index was planned as a read of the whole table.
		newest := postsWhere(psql.Select("id", "published_at", "category", "search"), "", "").
			OrderBy(postOrder).Suffix(db.LimitTo(WalkBound)).PlaceholderFormat(sq.Question)
		walk = psql.Select("n.id", "n.published_at").FromSelect(newest, "n")
		if category != "" {
			walk = walk.Where("n.category = ?", category)
		}
		walk = walk.Where("n.search @@ ?::tsquery", query).OrderBy("n.published_at DESC, n.id")
	}
	walk = walk.Suffix(db.LimitTo(SearchBound + 1)).PlaceholderFormat(sq.Question)
	general := postsWhere(psql.Select("id", "published_at"), category, query).
		OrderBy(postOrder).Suffix(db.LimitTo(SearchBound + 1)).PlaceholderFormat(sq.Question)
	return db.WalkOrGeneral(walk, general, SearchBound)
}

// matchesCount is how many posts match up to boundFor(query)+1: a page past the last one
// has no row to carry the count.
func matchesCount(category, query string) sq.SelectBuilder {
	if query != "" {
		return psql.Select("count(*)::int").PrefixExpr(searchCandidates(category, query)).From("c")
	}
	return postsCount(category, query, boundFor(query)+1)
}

// listedPost is a postsListing row.
type listedPost struct {
	postRow
	Matches int32
}

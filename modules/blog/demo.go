package blog

import (
	"context"
	"time"

	"github.com/google/uuid"

	"greenconnect/modules/blog/store"
	"greenconnect/modules/rating"
)

// DemoAuthor is a demo company that writes posts.
type DemoAuthor struct {
	UserID    uuid.UUID
	ProfileID uuid.UUID
}

// SeedDemo gives the demo companies their posts, dated relative to the app's clock: the
// champion posts once in each of the 12 complete weeks before this one (so it earns the
// Green Room points), the others share the catalogue, over every category. A company that
// has posts already is left alone, so seeding twice changes nothing.
func (s *Service) SeedDemo(ctx context.Context, champion DemoAuthor, others []DemoAuthor) (int, error) {
	now := s.now()
	made := 0
	if n, err := s.seedAuthor(ctx, champion, func(i int) (demoPost, time.Time, bool) {
		if i >= 12 {
			return demoPost{}, time.Time{}, false
		}
		// Tuesday 10:00 UTC of the week i+1 weeks before this one.
		at := rating.WeekStart(now).AddDate(0, 0, -7*(i+1)+1).Add(10 * time.Hour)
		return demoPosts[i%len(demoPosts)], at, true
	}); err != nil {
		return made, err
	} else {
		made += n
	}
	next := 12 // the champion wrote the first twelve
	for k, a := range others {
		n, err := s.seedAuthor(ctx, a, func(i int) (demoPost, time.Time, bool) {
			if i >= 4 {
				return demoPost{}, time.Time{}, false
			}
			p := demoPosts[(next+i)%len(demoPosts)]
			at := now.Add(-time.Duration(3+k*5+i*11) * 24 * time.Hour).Add(-time.Duration(k) * time.Hour)
			return p, at, true
		})
		if err != nil {
			return made, err
		}
		next += 4
		made += n
	}
	return made, s.seedMarquee(ctx)
}

// demoHeadlines are the marquee's demo headlines.
var demoHeadlines = map[string]string{
	"en": "Nordlys Energi posted every week for twelve weeks: Green Champion!\nNew in The Green Room: business opportunities from green companies",
	"fr": "Nordlys Energi a publié chaque semaine pendant douze semaines : Green Champion !\nNouveau dans The Green Room : des opportunités d’affaires d’entreprises vertes",
	"ro": "Nordlys Energi a publicat în fiecare săptămână, douăsprezece săptămâni: Green Champion!\nNou în The Green Room: oportunități de afaceri de la companii verzi",
	"zh": "Nordlys Energi 连续十二周每周发文：绿色冠军！\n绿色空间新内容：来自绿色企业的商业机会",
}

// seedMarquee sets the demo headlines unless some are set.
func (s *Service) seedMarquee(ctx context.Context) error {
	rows, err := s.q.ListMarquee(ctx)
	if err != nil || len(rows) > 0 {
		return err
	}
	for _, lang := range Languages {
		if err := s.q.SaveMarquee(ctx, store.SaveMarqueeParams{Lang: lang, Headlines: demoHeadlines[lang], Now: s.now()}); err != nil {
			return err
		}
	}
	return s.marquee.Changed(ctx)
}

// seedAuthor writes post(i) for i = 0, 1, ... until it says stop, unless the company has
// posts already; the profile then rates them (OnChange).
func (s *Service) seedAuthor(ctx context.Context, a DemoAuthor, post func(i int) (demoPost, time.Time, bool)) (int, error) {
	own, err := s.q.ListOwnPosts(ctx, a.ProfileID)
	if err != nil || len(own) > 0 {
		return 0, err
	}
	made := 0
	for i := 0; ; i++ {
		p, at, ok := post(i)
		if !ok {
			break
		}
		if _, err := s.q.CreatePost(ctx, store.CreatePostParams{ProfileID: a.ProfileID, UserID: a.UserID,
			InternalTitle: "demo", Title: p.Title, Content: p.Content, Summary: Summary(p.Content), Category: p.Category, Published: true, Now: at}); err != nil {
			return made, err
		}
		made++
	}
	s.changed(ctx, a.UserID)
	return made, nil
}

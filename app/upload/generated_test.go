package upload_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest/fixture"
	"greenconnect/app/upload"
)

// An image the server draws is drawn and checked once per process, whichever store (test
// app) asks, and each call still stores a file of its own, re-encoded as an upload is.
func TestGeneratedImagesAreDrawnOncePerProcess(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	draws := 0
	draw := func() []byte { draws++; return fixture.PNG(1000, 500) }
	name := t.Name() // the cache is the process's: a name no other test uses
	first, err := store(t).SaveGenerated(ctx, upload.Logo, name, draw)
	require.NoError(t, err)
	second, err := store(t).SaveGenerated(ctx, upload.Logo, name, draw)
	require.NoError(t, err)
	require.Equal(t, 1, draws, "drawn once")
	require.NotEqual(t, first.Key, second.Key, "a file each")
	require.Equal(t, upload.PNG, second.ContentType)
	require.Equal(t, [2]int{512, 256}, [2]int{second.Width, second.Height}, "re-encoded to the kind's size")
	require.Equal(t, first.Size, second.Size)

	// Another kind of the same name is its own image.
	_, err = store(t).SaveGenerated(ctx, upload.Picture, name, draw)
	require.NoError(t, err)
	require.Equal(t, 2, draws)

	// A refused image is not kept: the next call draws again.
	bad := 0
	broken := func() []byte { bad++; return []byte("not an image") }
	for range 2 {
		_, err = store(t).SaveGenerated(ctx, upload.Logo, name+"-broken", broken)
		_, rejected := upload.IsRejected(err)
		require.True(t, rejected, "%v", err)
	}
	require.Equal(t, 2, bad)
}

package zstd

import (
	"bytes"
	"testing"

	kzstd "github.com/klauspost/compress/zstd"
)

// FuzzDecode feeds Decode arbitrary frames: it must never panic or exceed its limit, and what it
// decodes without an error must be what klauspost/compress's decoder makes of the same frame.
func FuzzDecode(f *testing.F) {
	enc, err := kzstd.NewWriter(nil, kzstd.WithEncoderLevel(kzstd.SpeedBestCompression))
	if err != nil {
		f.Fatal(err)
	}
	for _, s := range [][]byte{nil, []byte("a"), bytes.Repeat([]byte("ld.global.f32 %f1, [%rd4];\n"), 40)} {
		f.Add(enc.EncodeAll(s, nil))
	}
	ref, err := kzstd.NewReader(nil, kzstd.WithDecoderMaxMemory(1<<20))
	if err != nil {
		f.Fatal(err)
	}
	defer ref.Close()
	f.Fuzz(func(t *testing.T, frame []byte) {
		got, err := Decode(nil, frame, 1<<20)
		if err != nil {
			return
		}
		if len(got) > 1<<20 {
			t.Fatalf("%d bytes decoded under a limit of %d", len(got), 1<<20)
		}
		if want, rerr := ref.DecodeAll(frame, nil); rerr == nil && !bytes.Equal(got, want) {
			t.Fatalf("decoded %d bytes, klauspost/compress %d, and they differ", len(got), len(want))
		}
	})
}

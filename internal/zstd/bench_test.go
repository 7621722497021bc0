package zstd

import (
	"os"
	"testing"

	kzstd "github.com/klauspost/compress/zstd"
)

// BenchmarkDecodeMufu16 decodes sim/fp's largest table (512 KiB).
func BenchmarkDecodeMufu16(b *testing.B) { benchDecode(b, "mufu16.zst", false) }

// BenchmarkDecodeSin decodes sim/fp's sin table (8.4 MB, FSE sequences throughout): a process's
// first sin.approx pays it once.
func BenchmarkDecodeSin(b *testing.B) { benchDecode(b, "sin.fpt", false) }

// BenchmarkDecodeSinKlauspost decodes the same with klauspost/compress, the decoder this one
// replaced in the drop-in, for the ratio in the same run.
func BenchmarkDecodeSinKlauspost(b *testing.B) { benchDecode(b, "sin.fpt", true) }

func benchDecode(b *testing.B, table string, klauspost bool) {
	src, err := os.ReadFile("../../sim/fp/tables/" + table)
	if err != nil {
		b.Fatal(err)
	}
	decode := func(dst []byte) ([]byte, error) { return Decode(dst, src, 1<<30) }
	if klauspost {
		d, err := kzstd.NewReader(nil, kzstd.WithDecoderConcurrency(1))
		if err != nil {
			b.Fatal(err)
		}
		defer d.Close()
		decode = func(dst []byte) ([]byte, error) { return d.DecodeAll(src, dst) }
	}
	out, err := decode(nil)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(out)))
	for b.Loop() {
		if _, err := decode(out[:0]); err != nil {
			b.Fatal(err)
		}
	}
}

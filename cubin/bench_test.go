package cubin

import (
	"io"
	"os"
	"path/filepath"
	"testing"
)

func benchParse(b *testing.B, name string, dev int) {
	data, err := os.ReadFile(filepath.Join(images, name))
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		img, err := Parse(data)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := img.Select(dev); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkParseCubin(b *testing.B)      { benchParse(b, "../reference/kernels.cubin", 90) }
func BenchmarkParseFatbinZstd(b *testing.B) { benchParse(b, "../reference/kernels.fatbin", 90) }
func BenchmarkParseFatbinLZ4(b *testing.B)  { benchParse(b, "cuda11/vars.lz4.fatbin", 90) }
func BenchmarkParsePTX(b *testing.B)        { benchParse(b, "../reference/kernels.ptx", 90) }

// The conformance suite's fatbin: 19 kernels, 260 KB, sm_90 SASS and PTX.
func BenchmarkParseConformanceFatbin(b *testing.B) {
	benchParse(b, "../conformance/visible/visible.fatbin", 90)
}

func BenchmarkDescribe(b *testing.B) {
	img := load(b, "../reference/kernels.fatbin")
	for b.Loop() {
		if err := Describe(io.Discard, img, 90); err != nil {
			b.Fatal(err)
		}
	}
}

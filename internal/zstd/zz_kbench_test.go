package zstd

import (
	"os"
	"testing"

	kzstd "github.com/klauspost/compress/zstd"
)

func BenchmarkDecodeSinOwn(b *testing.B) {
	src, _ := os.ReadFile("../../sim/fp/tables/sin.fpt")
	out, _ := Decode(nil, src, 1<<30)
	b.SetBytes(int64(len(out)))
	for b.Loop() {
		Decode(out[:0], src, 1<<30)
	}
}

func BenchmarkDecodeSinKlauspost(b *testing.B) {
	src, _ := os.ReadFile("../../sim/fp/tables/sin.fpt")
	d, _ := kzstd.NewReader(nil, kzstd.WithDecoderConcurrency(1))
	out, _ := d.DecodeAll(src, nil)
	b.SetBytes(int64(len(out)))
	for b.Loop() {
		d.DecodeAll(src, out[:0])
	}
}

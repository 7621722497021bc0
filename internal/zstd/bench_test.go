package zstd

import (
	"os"
	"testing"
)

// BenchmarkDecodeMufu16 decodes sim/fp's largest table (512 KiB).
func BenchmarkDecodeMufu16(b *testing.B) {
	src, err := os.ReadFile("../../sim/fp/tables/mufu16.zst")
	if err != nil {
		b.Fatal(err)
	}
	out, err := Decode(nil, src, 1<<30)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(out)))
	for b.Loop() {
		if _, err := Decode(out[:0], src, 1<<30); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDecodeSin decodes sim/fp's sin table (8.4 MB, FSE sequences throughout): a process's
// first sin.approx pays it once.
func BenchmarkDecodeSin(b *testing.B) {
	src, err := os.ReadFile("../../sim/fp/tables/sin.fpt")
	if err != nil {
		b.Fatal(err)
	}
	out, err := Decode(nil, src, 1<<30)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(out)))
	for b.Loop() {
		if _, err := Decode(out[:0], src, 1<<30); err != nil {
			b.Fatal(err)
		}
	}
}

package sim

import (
	"io"
	"testing"
)

// BenchmarkPrintfKernel: 256 threads each printing one line of ten conversions (integers,
// floating point, a string, a character), the formatting path of a printf-heavy kernel; the
// output is discarded.
func BenchmarkPrintfKernel(b *testing.B) {
	r := newPrintfRunner(b)
	const format = "[%d|%5.2f|%#x|%-8s|%e|%g|%08.3f|%lld|%c|%u]\n"
	args := nvccArgs(int32(-42), 3.14159, int32(0xbeef), uint64(r.str), 6.02214076e23, 0.0001234, -2.5, int64(1)<<40, int32('z'), uint32(4000000000))
	r.tg.Write(r.str, []byte("text\x00"))
	r.tg.Write(r.fmt, append([]byte(format), 0))
	r.tg.Write(r.arg, args)
	for b.Loop() {
		if err := r.k.Launch([3]uint32{1, 1, 1}, [3]uint32{256, 1, 1}, 0, [][]byte{le64(r.fmt), le64(r.arg)}, io.Discard); err != nil {
			b.Fatal(err)
		}
	}
}

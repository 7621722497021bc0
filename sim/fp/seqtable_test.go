package fp

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"math"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func testRef(i int) uint32 { return 0x3f800000 + uint32(i)*3 }

// stepsInput is a small table that needs every kind of entry: steps within a
// byte, steps that do not fit (exceptions), and wrap-around differences.
func stepsInput() []uint32 {
	v := make([]uint32, 64)
	for i := range v {
		v[i] = testRef(i) + uint32(i/4)
	}
	v[10] += 500       // a jump up and back: two exceptions
	v[40] = 0x80000001 // across the sign: difference wraps
	v[63] = testRef(63) - 127
	return v
}

func TestSequentialRoundTrip(t *testing.T) {
	v := stepsInput()
	raw := encodeSteps(v, testRef)
	if ne := binary.LittleEndian.Uint32(raw[8:]); ne == 0 {
		t.Fatalf("no exceptions in the encoding of %v", v)
	}
	got, err := decodeSteps("test", len(v), testRef, raw)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(v, got); d != "" {
		t.Errorf("round trip (-want +got):\n%s", d)
	}
}

func TestBlockedValues(t *testing.T) {
	for _, n := range []int{1, 63, 64, 65, 1000, 2<<chunkShift + 65} {
		v := make([]uint32, n)
		for i := range v {
			v[i] = 0x3f000000 + uint32(i*i)
			if i%97 == 5 {
				v[i] = 0x80000000 // a block spread over more than 16 bits
			}
		}
		b := newBlockedValues(v)
		for i, want := range v {
			if got := b.at(i); got != want {
				t.Fatalf("n=%d: at(%d) = %#x, want %#x", n, i, got, want)
			}
		}
	}
	// Blocks at the edges of a line's reach: each is a line or kept whole,
	// as wantLine says, and reads back exactly either way.
	blocks := []struct {
		name     string
		f        func(j int) uint32
		wantLine bool
	}{
		{"falling", func(j int) uint32 { return 0xbf000000 - uint32(j*1000+j%3) }, true},
		{"residual 15", func(j int) uint32 { return 0x1000 + uint32(j*7) + bumps(j, 15) }, true},
		{"residual 16", func(j int) uint32 { return 0x1000 + uint32(j*7) + bumps(j, 16) }, false},
		{"across 0 (a jump of 2^32 as patterns)", func(j int) uint32 { return uint32(j*5 - 100) }, false},
		{"steepest", func(j int) uint32 { return uint32(j * (1<<14 - 1)) }, true},
		{"too steep", func(j int) uint32 { return uint32(j << 14) }, false},
		{"too steep falling", func(j int) uint32 { return uint32(-j << 14) }, false},
		{"flat zero", func(j int) uint32 { return 0 }, true},
	}
	v := make([]uint32, len(blocks)<<blockShift)
	for k, blk := range blocks {
		for j := range 1 << blockShift {
			v[k<<blockShift+j] = blk.f(j)
		}
	}
	b := newBlockedValues(v)
	for k, blk := range blocks {
		if line := b.head[k].Load()>>32 != wideBlock; line != blk.wantLine {
			t.Errorf("%s: on a line %v, want %v", blk.name, line, blk.wantLine)
		}
		for j := range 1 << blockShift {
			if i := k<<blockShift + j; b.at(i) != v[i] {
				t.Fatalf("%s: at(%d) = %#x, want %#x", blk.name, i, b.at(i), v[i])
			}
		}
	}
}

// bumps is r at the odd places of a block but its last.
func bumps(j int, r uint32) uint32 {
	if j%2 == 1 && j < 1<<blockShift-1 {
		return r
	}
	return 0
}

// TestSeqValuesLazy: a sequential table made a chunk at a time, chunks
// reached in any order by several goroutines at once, holds the values that
// decoding it whole gives, exceptions and wide blocks in every chunk included.
func TestSeqValuesLazy(t *testing.T) {
	n := 3<<chunkShift + 1000
	v := make([]uint32, n)
	d := uint32(0)
	for i := range v {
		d += uint32(i%7) - 3
		switch {
		case i%5003 == 17:
			d += 1000 // a step too large for a byte: an exception
		case i%40000 == 99:
			d += 0x40000000 // a block spread over more than 16 bits
		}
		v[i] = testRef(i) + d
	}
	raw := encodeSteps(v, testRef)
	whole, err := decodeSteps("test", n, testRef, raw)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(v, whole); d != "" {
		t.Fatalf("whole decode (-want +got):\n%s", d)
	}
	sc, err := scanSteps("test", n, raw)
	if err != nil {
		t.Fatal(err)
	}
	q := newLazyValues(sc, testRef)
	var wg sync.WaitGroup
	bad := make(chan string, 4)
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range n {
				i := (k*7919 + g*(n/4)) % n
				if got := q.at(i); got != v[i] {
					bad <- fmt.Sprintf("at(%d) = %#x, want %#x", i, got, v[i])
					return
				}
			}
		}()
	}
	wg.Wait()
	close(bad)
	for msg := range bad {
		t.Error(msg)
	}
	if q.lazy.scan != nil || q.lazy.filled != len(q.full) {
		t.Errorf("%d of %d chunks made, stored form kept: %v", q.lazy.filled, len(q.full), q.lazy.scan != nil)
	}
}

func TestSumSteps(t *testing.T) {
	steps := make([]byte, 3000)
	for i := range steps {
		steps[i] = byte(i*37 + i/11)
		if steps[i] == 0x80 {
			steps[i] = 0x7f
		}
	}
	for _, r := range [][2]int{{0, 0}, {0, 7}, {3, 11}, {0, 1024}, {5, 1029}, {0, 3000}, {1, 2999}} {
		want := int32(0)
		for _, s := range steps[r[0]:r[1]] {
			want += int32(int8(s))
		}
		if got := sumSteps(steps[r[0]:r[1]]); got != want {
			t.Errorf("sumSteps(steps[%d:%d]) = %d, want %d", r[0], r[1], got, want)
		}
	}
}

func TestSequentialErrors(t *testing.T) {
	good := encodeSteps(stepsInput(), testRef)
	mut := func(f func(b []byte) []byte) []byte { return f(append([]byte(nil), good...)) }
	firstExc := 12 + 64
	tests := []struct {
		name string
		raw  []byte
		n    int
		want string
	}{
		{"empty", nil, 64, "bad header"},
		{"magic", mut(func(b []byte) []byte { b[0] = 'X'; return b }), 64, "bad header"},
		{"count", good, 65, "64 entries, want 65"},
		{"truncated", good[:len(good)-1], 64, "bytes for"},
		{"too many exceptions", mut(func(b []byte) []byte { binary.LittleEndian.PutUint32(b[8:], 1<<30); return b }), 64, "bytes for"},
		{"exception for another entry", mut(func(b []byte) []byte { binary.LittleEndian.PutUint32(b[firstExc:], 11); return b }), 64, "entry 10: next exception is for entry 11"},
		{"exception unused", mut(func(b []byte) []byte { b[12+10] = 0; return b }), 64, "entry 11: next exception is for entry 10"},
		{"exceptions exhausted", mut(func(b []byte) []byte { b[12+0] = 0x80; return b }), 64, "entry 0: next exception is for entry 10"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := decodeSteps("test", tc.n, testRef, tc.raw)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want one containing %q", err, tc.want)
			}
		})
	}
	if _, err := decodeTable(TableSin, []byte("not zstd")); err == nil {
		t.Error("decodeTable accepted junk")
	}
}

// FuzzDecodeSteps: arbitrary stored forms decode or fail cleanly, and what
// decodes re-encodes to the same values.
func FuzzDecodeSteps(f *testing.F) {
	f.Add(uint8(64), encodeSteps(stepsInput(), testRef))
	f.Add(uint8(3), encodeSteps([]uint32{1, 2, 0xffffffff}, testRef))
	f.Add(uint8(0), []byte("FPT2\x00\x00\x00\x00\x00\x00\x00\x00"))
	f.Fuzz(func(t *testing.T, n uint8, raw []byte) {
		v, err := decodeSteps("fuzz", int(n), testRef, raw)
		if err != nil {
			return
		}
		w, err := decodeSteps("fuzz", int(n), testRef, encodeSteps(v, testRef))
		if err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(v, w); d != "" {
			t.Fatalf("re-encoding changed the table:\n%s", d)
		}
	})
}

// TestSinCosSymmetry checks what was measured on every input: sin.approx is
// odd and cos.approx even, with and without .ftz.
func TestSinCosSymmetry(t *testing.T) {
	for u := uint32(0); u < 0x7f800000; u += 9973 {
		x := math.Float32frombits(u)
		for _, ftz := range []bool{false, true} {
			if s, n := math.Float32bits(SinApprox32(x, ftz)), math.Float32bits(SinApprox32(-x, ftz)); n != s^0x80000000 {
				t.Fatalf("sin(%#x) = %#x, sin(-x) = %#x", u, s, n)
			}
			if c, n := CosApprox32(x, ftz), CosApprox32(-x, ftz); math.Float32bits(c) != math.Float32bits(n) {
				t.Fatalf("cos(%#x) = %v, cos(-x) = %v", u, c, n)
			}
		}
	}
	for _, x := range []float32{float32(math.Inf(1)), float32(math.Inf(-1)), float32(math.NaN())} {
		if s, c := math.Float32bits(SinApprox32(x, true)), math.Float32bits(CosApprox32(x, false)); s != CanonicalNaN32 || c != CanonicalNaN32 {
			t.Errorf("sin/cos(%v) = %#x/%#x, want the canonical NaN", x, s, c)
		}
	}
}

func TestMeasuredTablesAvailable(t *testing.T) {
	for name, err := range TablesAvailable() {
		if err != nil {
			t.Errorf("table %s: %v", name, err)
		}
	}
	for _, name := range []string{TableSin, TableLg2} {
		if TableSize(name) != 1<<23 {
			t.Errorf("TableSize(%s) = %d", name, TableSize(name))
		}
	}
}

// TestSequentialTablesDigest: the decoded tables are the measured values
// bit for bit on this platform too (the references are evaluated here; a
// platform that rounded them differently would decode other values). The
// digests are mufutab -tables' SHA-256 of the values as measured, before
// encoding (tools/gpu/results/run4-tables.txt; tanh: tanhtab -tables,
// tools/gpu/results/run5-tanh-report.txt).
func TestSequentialTablesDigest(t *testing.T) {
	skipSequentialUnderRace(t)
	for _, tc := range []struct {
		id   tableID
		want string
	}{
		{tSin, "57676af4861bf1ab7f9ee4cb0875a4e1abb7725e77fa0016a38c8a233c875ce6"},
		{tLg2, "f5a9efbf03ff5f57bab66e9a5fe550128f8cd3c74295459ae2e469fd0ce22df1"},
		{tTanh, "9d505a441e95426d30b9eb031ebc3999f1e72456dbaa154538dd9963610c3122"},
	} {
		checkTableDigest(t, tc.id, tc.want)
	}
}

// TestCodeTablesDigest: every entry of the 2-bit-code tables, as looked up,
// hashes to what the decoding before the branch-free lookup gave (main
// a19aca3e, the same stored measurements): a check of the decoding, entry
// by entry, that TestTableStatistics' shares and bounds would not catch.
func TestCodeTablesDigest(t *testing.T) {
	skipSequentialUnderRace(t)
	for _, tc := range []struct {
		id   tableID
		want string
	}{
		{tEx2Pos, "b2a42c4a626469c986e33e43f16f41bde9d84de94347cd9ceaa1bd68d36bcdf0"},
		{tEx2Neg, "0d10e24ffedea62ad8c534d8cc6dadcef3355c9c9fdfd1d9fb111083fc1a77fb"},
		{tRcp, "c408381446132e07fa5581e930dc33fb790bea7ec4276ef3621e322df2492a55"},
		{tSqrt, "4e017678de306e0be8bed66193c2ebf09e9c60a9600cad56cd05bb7b6c3f266f"},
		{tRsqrt, "218fc04d271773269367dedf4cff9ff719081b1218c3d67d248d8d6126040246"},
		{tRcp64, "4b54abfb3f30c97d2f8f049d5ae9a65019f5d8406fa67c7264ce9c4ea601fad2"},
		{tRsqrt64, "e1a7bbd93c95a0dbf99d372970c65b3c300863b4a624971b899859f3af7013ff"},
	} {
		checkTableDigest(t, tc.id, tc.want)
	}
}

// checkTableDigest: table id's entries, as looked up, hash (SHA-256 of the
// little-endian words) to want.
func checkTableDigest(t *testing.T, id tableID, want string) {
	t.Helper()
	tb := id.get()
	if tb == nil {
		t.Fatalf("table %s missing", tableNames[id])
	}
	h := sha256.New()
	vals := make([]uint32, tableSizes[id])
	for i := range vals {
		vals[i] = tb.lookup(i)
	}
	binary.Write(h, binary.LittleEndian, vals)
	if got := hex.EncodeToString(h.Sum(nil)); got != want {
		t.Errorf("table %s decodes to values with SHA-256 %s, want %s", tableNames[id], got, want)
	}
}

// FuzzBlockedValues: any values, stored as lines plus residuals or kept
// whole, read back exactly. The bytes pick each value as a step from the one
// before (b, scaled by shift: lines, residuals, jumps and wrap-arounds).
func FuzzBlockedValues(f *testing.F) {
	f.Add(uint32(0x3f000000), uint8(0), []byte{1, 2, 3, 4, 5, 200, 7})
	f.Add(uint32(0), uint8(10), []byte{255, 255, 0, 128, 127})
	f.Add(uint32(0xffffff00), uint8(3), make([]byte, 200))
	f.Fuzz(func(t *testing.T, start uint32, shift uint8, steps []byte) {
		v := make([]uint32, len(steps))
		x := start
		for i, s := range steps {
			x += uint32(int32(int8(s)) << (shift % 32))
			v[i] = x
		}
		b := newBlockedValues(v)
		for i, want := range v {
			if got := b.at(i); got != want {
				t.Fatalf("at(%d) = %#x, want %#x", i, got, want)
			}
		}
	})
}

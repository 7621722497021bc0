package conform

import (
	"compress/gzip"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"cudasim/internal/bounded"
	"cudasim/internal/gzfile"
	"cudasim/trace"
)

// ElemType is a buffer element type of the case format.
type ElemType uint8

const (
	U8 ElemType = iota
	U16
	U32
	U64
	I32
	I64
	F16
	F32
	F64
)

var elemNames = [...]string{"u8", "u16", "u32", "u64", "i32", "i64", "f16", "f32", "f64"}

func (t ElemType) String() string {
	if int(t) < len(elemNames) {
		return elemNames[t]
	}
	return fmt.Sprintf("ElemType(%d)", uint8(t))
}

// Size is the element size in bytes: the trace format's, whose scalar
// types the element types are.
func (t ElemType) Size() int { return trace.ScalarSize(t.String()) }

// IsFloat reports whether ulp comparison applies (f32 and f64 only, as in kernrun).
func (t ElemType) IsFloat() bool { return t == F32 || t == F64 }

func parseElemType(s string) (ElemType, bool) {
	for i, n := range elemNames {
		if n == s {
			return ElemType(i), true
		}
	}
	return 0, false
}

// Generator is a buffer's input generator: the GEN word and its arguments
// as they appear in the case file.
type Generator struct {
	Name string   // zero iota step bits f32mix f64mix range const file
	Args []string // at most three are read, as kernrun reads them
}

var generators = map[string]bool{"zero": true, "iota": true, "step": true, "bits": true, "f32mix": true, "f64mix": true, "range": true, "const": true, "file": true, "tmap": true}

func (g Generator) arg(i int) (string, bool) {
	if i < len(g.Args) {
		return g.Args[i], true
	}
	return "", false
}

// xorshift64* exactly as kernrun.c's next().
type rng struct{ s uint64 }

func (r *rng) next() uint64 {
	r.s ^= r.s >> 12
	r.s ^= r.s << 25
	r.s ^= r.s >> 27
	return r.s * 2685821657736338717
}

// unit is kernrun's (next() >> 11) * (1.0 / 9007199254740992.0): uniform in [0, 1).
func (r *rng) unit() float64 { return float64(r.next()>>11) * (1.0 / 9007199254740992.0) }

func (r *rng) randf(lo, hi float64) float32 {
	return float32(lo + float64((hi-lo)*r.unit()))
}

var f32special = [...]uint32{0x00000000, 0x80000000, 0x7f800000, 0xff800000, 0x7fc00000, 0xffc00000,
	0x7fa00000, 0x00000001, 0x80000001, 0x007fffff, 0x00800000, 0x7f7fffff, 0xff7fffff, 0x3f800000, 0xbf800000,
	0x3f000000, 0x4b000000, 0x4b000001, 0xcf000000, 0x4f000000, 0x4f800000, 0x5f000000, 0xdf000000, 0x3fc00000,
	0x40490fdb, 0x3effffff, 0x3f7fffff, 0x42b17218, 0xc2cff1b5, 0x33800000}

var f64special = [...]uint64{0, 0x8000000000000000, 0x7ff0000000000000, 0xfff0000000000000,
	0x7ff8000000000000, 0x7ff4000000000000, 1, 0x800fffffffffffff, 0x0010000000000000,
	0x7fefffffffffffff, 0x3ff0000000000000, 0xbff0000000000000, 0x3fe0000000000000,
	0x4330000000000000, 0x43e0000000000000, 0xc3e0000000000000, 0x41e0000000000000,
	0x400921fb54442d18, 0x3fefffffffffffff, 0x40862e42fefa39ef}

// Fill generates count elements of type t exactly as kernrun.c's fill does,
// byte for byte, including its quirks: the seed is taken from the first
// argument whatever the generator, "step" and "bits" store the low bytes of a
// 64-bit integer whatever the type, and f32mix/f64mix always store 4/8 bytes
// (overlapping the next element when the type is narrower; clipped at the end
// of the buffer, where the C program would write past it).
func (g Generator) Fill(t ElemType, count int) ([]byte, error) {
	if !generators[g.Name] {
		return nil, fmt.Errorf("unknown generator %q", g.Name)
	}
	if count < 0 || count > 1<<30 {
		return nil, fmt.Errorf("element count %d out of range", count)
	}
	elem := t.Size()
	if g.Name == "tmap" {
		if _, ok := g.arg(0); !ok {
			return nil, fmt.Errorf("generator tmap needs a tensor map's NAME")
		}
		if count > 0 {
			return nil, fmt.Errorf("generator tmap writes its bytes when the case runs")
		}
		return nil, nil
	}
	if g.Name == "file" {
		if _, ok := g.arg(0); !ok {
			return nil, fmt.Errorf("generator file needs PATH [OFFSET]")
		}
		if count > 0 {
			return nil, fmt.Errorf("generator file reads its bytes through Buffer.Bytes")
		}
		return nil, nil
	}
	out := make([]byte, count*elem)
	if g.Name == "zero" {
		return out, nil
	}
	a1, has1 := g.arg(0)
	a2, _ := g.arg(1)
	a3, _ := g.arg(2)
	r := rng{s: 1}
	if has1 {
		r.s = strtoull(a1)*0x9E3779B97F4A7C15 + 1
	}
	switch g.Name {
	case "range", "bits", "f32mix", "f64mix":
		for w := 0; w < 4; w++ {
			r.next()
		}
	case "step", "const":
		if !has1 {
			return nil, fmt.Errorf("generator %s needs an argument", g.Name)
		}
	}
	if g.Name == "range" && (a2 == "" || a3 == "") {
		return nil, fmt.Errorf("generator range needs SEED LO HI")
	}
	var tmp [8]byte
	put := func(i int, v uint64, n int) { // memcpy(e, &v, n) at element i, clipped
		binary.LittleEndian.PutUint64(tmp[:], v)
		copy(out[i*elem:], tmp[:n])
	}
	for i := 0; i < count; i++ {
		switch g.Name {
		case "iota":
			switch t {
			case F32:
				put(i, uint64(math.Float32bits(float32(i))), 4)
			case F64:
				put(i, math.Float64bits(float64(i)), 8)
			default:
				put(i, uint64(i), elem)
			}
		case "step":
			put(i, uint64(int64(i)*strtoll(a1)), elem)
		case "bits":
			put(i, r.next(), elem)
		case "const":
			switch t {
			case F32:
				put(i, uint64(math.Float32bits(float32(strtod(a1, 32)))), 4)
			case F64:
				put(i, math.Float64bits(strtod(a1, 64)), 8)
			default:
				put(i, uint64(strtoll(a1)), elem)
			}
		case "f32mix":
			x := r.next()
			var v uint32
			switch x % 4 {
			case 0:
				v = f32special[(x>>8)%uint64(len(f32special))]
			case 1:
				v = uint32(x >> 32)
			default:
				v = math.Float32bits(r.randf(-100, 100))
			}
			put(i, uint64(v), 4)
		case "f64mix":
			x := r.next()
			var v uint64
			switch x % 4 {
			case 0:
				v = f64special[(x>>8)%uint64(len(f64special))]
			case 1:
				v = r.next()
			default:
				v = math.Float64bits(-100 + float64(200*r.unit()))
			}
			put(i, v, 8)
		case "range":
			lo, hi := strtod(a2, 64), strtod(a3, 64)
			switch t {
			case F32:
				put(i, uint64(math.Float32bits(r.randf(lo, hi))), 4)
			case F64:
				put(i, math.Float64bits(lo+float64((hi-lo)*r.unit())), 8)
			default:
				span := cDoubleToUint64(hi - lo + 1)
				var m uint64
				x := r.next()
				if span != 0 {
					m = x % span
				} else {
					return nil, fmt.Errorf("range %s %s: empty integer range (the C program would divide by zero)", a2, a3)
				}
				put(i, uint64(cDoubleToInt64(lo)+int64(m)), elem)
			}
		}
	}
	return out, nil
}

// cDoubleToInt64 and cDoubleToUint64 are C's conversions on x86-64 for
// in-range values (truncation toward zero); out-of-range values, undefined in
// C, saturate here.
func cDoubleToInt64(x float64) int64 {
	switch {
	case x != x:
		return math.MinInt64
	case x >= 0x1p63:
		return math.MaxInt64
	case x < -0x1p63:
		return math.MinInt64
	}
	return int64(x)
}

func cDoubleToUint64(x float64) uint64 {
	switch {
	case x != x || x <= -1:
		return 0
	case x >= 0x1p64:
		return math.MaxUint64
	case x < 0:
		return 0
	}
	return uint64(x)
}

// readFile is the "file PATH [OFFSET]" generator: count elements' bytes recorded in PATH
// (relative to dir; gunzipped when the name ends in .gz or .tgz, so that an offset can point
// into a member of a gzipped tar, or when only PATH.gz is stored) from byte OFFSET on. A file too short
// is an error, as in kernrun.c.
func (g Generator) readFile(dir string, t ElemType, count int) ([]byte, error) {
	name, ok := g.arg(0)
	if !ok {
		return nil, fmt.Errorf("generator file needs PATH [OFFSET]")
	}
	var off uint64
	if s, ok := g.arg(1); ok {
		off = strtoull(s)
	}
	if count < 0 || count > 1<<30 || off > 1<<32 {
		return nil, fmt.Errorf("file %s: count %d or offset %d out of range", name, count, off)
	}
	// A recording may be stored compressed (PATH.gz) although the case names it plain.
	stored, err := gzfile.Find(filepath.Join(dir, name))
	if err != nil {
		return nil, err
	}
	f, err := os.Open(stored)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() {
		return nil, fmt.Errorf("file %s: not a regular file", name)
	}
	// The length is checked against what the file holds before anything is
	// allocated: a case asking for 2^30 elements of a short file costs
	// nothing.
	need := uint64(count) * uint64(t.Size())
	short := func(have uint64) error {
		return fmt.Errorf("file %s: fewer than %d bytes from offset %d (it has %d)", name, need, off, have)
	}
	if isGzipName(stored) {
		data, err := gunzipped(f, name)
		if err != nil {
			return nil, err
		}
		if off > uint64(len(data)) || uint64(len(data))-off < need {
			return nil, short(uint64(len(data)))
		}
		return append([]byte(nil), data[off:off+need]...), nil
	}
	if size := uint64(st.Size()); off > size || size-off < need {
		return nil, short(size)
	}
	out := make([]byte, need)
	if _, err := f.ReadAt(out, int64(off)); err != nil {
		return nil, fmt.Errorf("file %s: %v", name, err)
	}
	return out, nil
}

func isGzipName(name string) bool {
	return strings.HasSuffix(name, ".gz") || strings.HasSuffix(name, ".tgz")
}

// maxGunzip bounds a gunzipped recording.
const maxGunzip = 256 << 20

// gunzipCache keeps the last gunzipped recording: cases that read several
// pieces of one archive (textures: texels and coordinates of each case) then
// decompress it once.
var gunzipCache struct {
	sync.Mutex
	path    string
	size    int64
	modTime time.Time
	data    []byte
}

func gunzipped(f *os.File, name string) ([]byte, error) {
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	c := &gunzipCache
	c.Lock()
	defer c.Unlock()
	if c.path == f.Name() && c.size == st.Size() && c.modTime.Equal(st.ModTime()) {
		return c.data, nil
	}
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, fmt.Errorf("file %s: %v", name, err)
	}
	defer zr.Close()
	data, err := io.ReadAll(bounded.Reader(zr, maxGunzip, "gunzipped"))
	if err != nil {
		return nil, fmt.Errorf("file %s: %w", name, err)
	}
	c.path, c.size, c.modTime, c.data = f.Name(), st.Size(), st.ModTime(), data
	return data, nil
}

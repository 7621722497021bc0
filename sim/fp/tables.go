package fp

import (
	"bytes"
	"embed"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"sort"
	"sync"
	"sync/atomic"

	"cudasim/internal/zstd"
)

// Hardware approximation tables.
//
// The H200's MUFU results for ex2, rcp, sqrt, rsqrt, sin, cos, lg2 and tanh
// .approx.f32 (and the 1.11.20 seeds of rcp/rsqrt.approx.ftz.f64) are pure
// functions of a few input bits, or (lg2) one rounding away from such a
// function, so each is a table measured exhaustively on the device
// (tools/gpu). A table is stored as the difference from a deterministic
// reference — a function of the index built only from correctly rounded IEEE
// operations, so it gives the same bits on every platform — as one 2-bit code
// per entry (0: equal, 1: one ulp above, 2: one ulp below, 3: listed as an
// exception), zstd-compressed, under tables/, and decoded on first use.
// sin, lg2 and tanh, whose error drifts over many ulps, use the sequential
// form of seqtable.go instead.

// Table names, one file each under tables/ (<name>.fpt).
const (
	TableEx2Pos = "ex2pos" // ex2.approx.ftz.f32 of +i/2^23, i < 2^23
	TableEx2Neg = "ex2neg" // ex2.approx.ftz.f32 of -i/2^23
	TableRcp    = "rcp"    // rcp.approx.ftz.f32 of 1+i/2^23: the result's bits
	TableSqrt   = "sqrt"   // sqrt.approx.ftz.f32 of the f32 with bits 0x3f800000+i, i < 2^24 ([1,4))
	TableRsqrt  = "rsqrt"  // rsqrt.approx.ftz.f32, same inputs
	TableRcp64  = "rcp64"  // rcp.approx.ftz.f64 of 1+i/2^20: the result's upper 32 bits
	// TableRsqrt64 is rsqrt.approx.ftz.f64 of (1+j/2^20)·2^p, i = p<<20|j, p in {0,1}: the result's upper 32 bits.
	TableRsqrt64 = "rsqrt64"
	// TableSin is MUFU.SIN of i/2^25 turns, i < 2^23 (the first quadrant;
	// the others and MUFU.COS follow from it exactly, as measured).
	TableSin = "sin"
	// TableLg2 is MUFU.LG2's log2 L(m) of m = 1+i/2^23, i < 2^23, as measured
	// through lg2.approx.ftz.f32: the f32 bits of L truncated toward zero
	// while L < 1/2, of L-1 truncated toward zero above (see lg2Model).
	TableLg2 = "lg2"
	// TableTanh is MUFU.TANH of the inputs in [2^-8, 8), binade after
	// binade, each at the resolution measured for it (see tanhIndex).
	TableTanh = "tanh"
)

type tableID int

const (
	tEx2Pos tableID = iota
	tEx2Neg
	tRcp
	tSqrt
	tRsqrt
	tRcp64
	tRsqrt64
	tSin
	tLg2
	tTanh
	numTables
)

var tableNames = [numTables]string{TableEx2Pos, TableEx2Neg, TableRcp, TableSqrt, TableRsqrt, TableRcp64, TableRsqrt64, TableSin, TableLg2, TableTanh}
var tableSizes = [numTables]int{1 << 23, 1 << 23, 1 << 23, 1 << 24, 1 << 24, 1 << 20, 1 << 21, 1 << 23, 1 << 23, tanhEntries}

// sequential reports whether a table is stored in the sequential form
// (seqtable.go): results of smooth functions whose error against the
// reference drifts by many ulps but changes little from entry to entry.
func (id tableID) sequential() bool { return id == tSin || id == tLg2 || id == tTanh }

func tableByName(name string) (tableID, bool) {
	for id, n := range tableNames {
		if n == name {
			return tableID(id), true
		}
	}
	return 0, false
}

// TableSize is the number of entries of a table (0 for an unknown name).
func TableSize(name string) int {
	if id, ok := tableByName(name); ok {
		return tableSizes[id]
	}
	return 0
}

// TableRef is the reference value a table entry is stored against.
func TableRef(name string, i int) uint32 {
	if id, ok := tableByName(name); ok && i >= 0 && i < tableSizes[id] {
		return id.ref(i)
	}
	return 0
}

func (id tableID) ref(i int) uint32 {
	switch id {
	case tEx2Pos:
		return ex2PosRef(i)
	case tEx2Neg:
		return ex2NegRef(i)
	case tRcp:
		return rcpRef(i)
	case tSqrt:
		return sqrtRef(i)
	case tRsqrt:
		return rsqrtRef(i)
	case tRcp64:
		r := math.Float64bits(1 / (1 + float64(i)*0x1p-20))
		return uint32((r + 1<<31) >> 32)
	case tRsqrt64:
		x := math.Ldexp(1+float64(i&(1<<20-1))*0x1p-20, i>>20)
		r := math.Float64bits(1 / math.Sqrt(x))
		return uint32((r + 1<<31) >> 32)
	case tSin:
		return sinRef(i)
	case tLg2:
		return lg2Ref(i)
	case tTanh:
		return tanhRef(i)
	}
	return 0
}

// The references of the code tables that the models look up knowing their table (codeLookup).

func ex2PosRef(i int) uint32 { return math.Float32bits(float32(ex2Ref(i, false))) }

// ex2NegRef: the hardware's negative side lies mostly one ulp below the rounded value:
// centring the codes there keeps nearly every entry a 2-bit code.
func ex2NegRef(i int) uint32 { return math.Float32bits(float32(ex2Ref(i, true))) - 1 }

func rcpRef(i int) uint32 { return math.Float32bits(float32(1 / (1 + float64(i)*0x1p-23))) }

func sqrtRef(i int) uint32 {
	return math.Float32bits(float32(math.Sqrt(float64(math.Float32frombits(0x3f800000 + uint32(i))))))
}

func rsqrtRef(i int) uint32 {
	return math.Float32bits(float32(1 / math.Sqrt(float64(math.Float32frombits(0x3f800000+uint32(i))))))
}

// ex2Ref is 2^(±i/2^23) as a double: 2^(±hi/2^11) from a 2048-entry table
// built once by exp2Poly, times a short Taylor polynomial for the low 12
// bits, also tabulated once (4,096 entries a sign: the polynomial depends on
// those bits and the sign alone, so a lookup gives the bits it computes).
// Only correctly rounded IEEE operations, explicitly rounded, so the bits are
// the same on every platform.
func ex2Ref(i int, neg bool) float64 {
	s := 0
	if neg {
		s = 1
	}
	return ex2RefTables().at(s, i)
}

// ex2RefParts are ex2Ref's two factors: coarse[s][i>>12] · fine[s][i&4095]
// for the sign s (1 negative).
type ex2RefParts struct {
	coarse [2][2048]float64
	fine   [2][4096]float64
}

// at is ex2Ref(i, s == 1).
func (p *ex2RefParts) at(s, i int) float64 {
	return float64(p.coarse[s][i>>12&2047] * p.fine[s][i&4095])
}

var (
	ex2RefOnce sync.Once
	ex2RefData ex2RefParts
)

// ex2RefTables builds ex2Ref's factors on first use.
func ex2RefTables() *ex2RefParts {
	ex2RefOnce.Do(func() {
		p := &ex2RefData
		for h := 0; h < 2048; h++ {
			p.coarse[0][h] = exp2Poly(float64(h) * 0x1p-11)
			p.coarse[1][h] = exp2Poly(-float64(h) * 0x1p-11)
		}
		for j := 0; j < 4096; j++ {
			for s := 0; s < 2; s++ {
				y := float64(j) * 0x1p-23
				if s == 1 {
					y = -y
				}
				t := float64(y * 0.6931471805599453)
				p.fine[s][j] = float64(1 + float64(t*float64(1+float64(t*float64(0.5+float64(t*float64(1.0/6+float64(t*(1.0/24)))))))))
			}
		}
	})
	return &ex2RefData
}

// exp2Poly is 2^x for |x| <= 1 by its Taylor series in x·ln2, evaluated with
// explicit roundings so that no platform fuses it differently.
func exp2Poly(x float64) float64 {
	t := float64(x * 0.6931471805599453)
	r := 1.0
	for k := 18; k >= 1; k-- {
		r = float64(1 + float64(float64(t*r)/float64(k)))
	}
	return r
}

const tableMagic = "FPT1"

// maxTableBytes bounds a stored table's decompressed size (the largest, lg2's, is 8.4 MB).
const maxTableBytes = 64 << 20

// TableForm is a measured table (one result bit pattern per entry) in the
// stored form before compression: tools/gpu store it zstd-compressed
// (sim/fp/fpenc.EncodeTable) from the device's measurements.
func TableForm(name string, vals []uint32) ([]byte, error) {
	id, ok := tableByName(name)
	if !ok || len(vals) != tableSizes[id] {
		return nil, fmt.Errorf("table %s: %d entries, want %d", name, len(vals), TableSize(name))
	}
	if id.sequential() {
		return encodeSteps(vals, id.ref), nil
	}
	n := tableSizes[id]
	codes := make([]byte, n/4)
	var exc []byte
	for i, v := range vals {
		var c byte
		switch ref := id.ref(i); v {
		case ref:
			c = 0
		case ref + 1:
			c = 1
		case ref - 1:
			c = 2
		default:
			c = 3
			exc = binary.LittleEndian.AppendUint32(exc, uint32(i))
			exc = binary.LittleEndian.AppendUint32(exc, v)
		}
		codes[i/4] |= c << (2 * (i % 4))
	}
	var raw bytes.Buffer
	raw.WriteString(tableMagic)
	binary.Write(&raw, binary.LittleEndian, uint32(n))
	binary.Write(&raw, binary.LittleEndian, uint32(len(exc)/8))
	raw.Write(codes)
	raw.Write(exc)
	return raw.Bytes(), nil
}

// table is a decoded table: codes plus the exceptions, sorted by index, or
// (sequential tables) the values in blocks.
type table struct {
	id    tableID
	codes []byte
	excI  []uint32
	excV  []uint32
	seq   *blockedValues
}

func (t *table) lookup(i int) uint32 {
	if b := t.seq; b != nil {
		// b.at(i) written out: at is just above the inlining budget, and
		// this is every sin, lg2 and tanh.approx.
		h := b.head[i>>blockShift].Load()
		if f := uint32(h >> 32); f-1 < slopeLimit {
			return onLine(uint32(h), int64(f)-slopeBias, i&(1<<blockShift-1)) + uint32(b.res[i>>1]>>(4*(i&1))&15)
		}
		return b.atSlow(i)
	}
	return t.codeLookup(i, t.id.ref(i))
}

// codeLookup is lookup(i) of a code table whose reference at i is ref. The models of rcp,
// rsqrt, sqrt and ex2 write its two steps out themselves (near, then exception when it says
// so), with their table's reference function: near inlines there, codeLookup would not.
func (t *table) codeLookup(i int, ref uint32) uint32 {
	if v, ok := t.near(i, ref); ok {
		return v
	}
	return t.exception(i)
}

// near is codeLookup's common case, small enough to inline: the entry as ref plus its
// code's delta; false for an entry listed as an exception (code 3).
func (t *table) near(i int, ref uint32) (uint32, bool) {
	// Codes 0, 1 and 2 are the reference plus 0, +1 and -1: c&1 - c>>1,
	// without a branch (the codes of neighbouring lookups are unrelated, so
	// a branch on them was mispredicted at every other lookup or so).
	c := uint32(t.codes[i>>2]>>(2*(i&3))) & 3
	return ref + c&1 - c>>1, c != 3
}

// exception is the value of entry i, listed as an exception (code 3).
func (t *table) exception(i int) uint32 {
	k := sort.Search(len(t.excI), func(k int) bool { return t.excI[k] >= uint32(i) })
	return t.excV[k]
}

// decodeTable decodes a stored table; errors name the table and the problem.
func decodeTable(name string, data []byte) (*table, error) {
	id, ok := tableByName(name)
	if !ok {
		return nil, fmt.Errorf("unknown table %s", name)
	}
	raw, err := zstd.Decode(nil, data, maxTableBytes)
	if err != nil {
		return nil, fmt.Errorf("table %s: %v", name, err)
	}
	if id.sequential() {
		return decodeSequential(id, raw)
	}
	n := tableSizes[id]
	if len(raw) < 12 || string(raw[:4]) != tableMagic {
		return nil, fmt.Errorf("table %s: bad header", name)
	}
	if int(binary.LittleEndian.Uint32(raw[4:])) != n {
		return nil, fmt.Errorf("table %s: %d entries, want %d", name, binary.LittleEndian.Uint32(raw[4:]), n)
	}
	ne := int(binary.LittleEndian.Uint32(raw[8:]))
	if len(raw) != 12+n/4+8*ne {
		return nil, fmt.Errorf("table %s: %d bytes, want %d", name, len(raw), 12+n/4+8*ne)
	}
	t := &table{id: id, codes: tableBytes(n / 4)}
	copy(t.codes, raw[12:12+n/4])
	for k := 0; k < ne; k++ {
		off := 12 + n/4 + 8*k
		t.excI = append(t.excI, binary.LittleEndian.Uint32(raw[off:]))
		t.excV = append(t.excV, binary.LittleEndian.Uint32(raw[off+4:]))
		if k > 0 && t.excI[k] <= t.excI[k-1] {
			return nil, fmt.Errorf("table %s: exception %d out of order", name, k)
		}
	}
	return t, nil
}

//go:embed tables
var tableFS embed.FS

// lazyTable decodes one embedded table on first use.
type lazyTable struct {
	once sync.Once
	p    atomic.Pointer[table]
	err  error
}

var lazyTables [numTables]lazyTable

// get returns the table, decoding it on first use; nil if this build lacks it
// (the correctly rounded stand-ins are used then).
func (id tableID) get() *table {
	l := &lazyTables[id]
	if t := l.p.Load(); t != nil {
		return t
	}
	l.once.Do(func() {
		name := tableNames[id]
		data, err := tableFS.ReadFile("tables/" + name + ".fpt")
		if err != nil {
			l.err = err
			return
		}
		t, err := decodeTable(name, data)
		if err != nil {
			l.err = err
			return
		}
		l.p.CompareAndSwap(nil, t)
	})
	return l.p.Load()
}

// TablesAvailable reports, for every measured table, nil if this build has
// it or the reason it cannot be used.
func TablesAvailable() map[string]error {
	m := map[string]error{}
	for id := tableID(0); id < numTables; id++ {
		if id.get() == nil {
			m[tableNames[id]] = lazyTables[id].err
			if m[tableNames[id]] == nil {
				m[tableNames[id]] = errors.New("not loaded")
			}
		} else {
			m[tableNames[id]] = nil
		}
	}
	return m
}

// UseTable installs an encoded table (as EncodeTable makes it) in place of the
// built-in one. tools/gpu uses it to check fresh measurements against the
// models before they are committed.
func UseTable(name string, data []byte) error {
	t, err := decodeTable(name, data)
	if err != nil {
		return err
	}
	lazyTables[t.id].once.Do(func() {})
	lazyTables[t.id].p.Store(t)
	return nil
}

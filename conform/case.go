// Package conform reads kernel conformance cases — the .case files that
// testdata/conformance/kernrun.c runs against the real driver — and runs them
// against any Target: the PTX engine directly in tests, or the emulated
// driver. It generates input buffers exactly as kernrun.c does and compares
// outputs with the golden files recorded on the H200 as kernrun does (bitwise,
// or within N units in the last place for "check NAME ulp N"), reporting the
// first differing element.
//
// The case format (one directive a line, '#' starts a comment):
//
//	image FILE                       PTX, cubin or fatbin, relative to the case file (stored
//	                                 as FILE or, gzip-compressed, as FILE.gz; goldens too)
//	kernel NAME
//	grid X Y Z | block X Y Z | shmem BYTES
//	cluster X Y Z                    launches as thread block clusters of that shape (cuLaunchKernelEx)
//	buf NAME TYPE COUNT GEN [ARGS]   TYPE u8 u16 u32 u64 i32 i64 f16 f32 f64;
//	                                 GEN zero | iota | step K | bits SEED | f32mix SEED |
//	                                     f64mix SEED | range SEED LO HI | const V |
//	                                     file PATH [OFFSET] (recorded bytes: PATH relative to
//	                                     the case file, gunzipped when it ends in .gz, from byte
//	                                     OFFSET on)
//	param buf NAME | param i32|u32|i64|u64|f32|f64 V | param bytes HEX
//	global NAME TYPE COUNT GEN [ARGS]
//	check NAME exact | check NAME ulp N
//	launch
//	stdout
//	cooperative                      later launches are cooperative (cuLaunchCooperativeKernel)
//	array NAME FORMAT NCH W H D FLAGS GEN [ARGS]
//	                                 a CUDA array (cuArray3DCreate: CUarray_format FORMAT, NCH
//	                                 channels, W x H x D with 0 for absent dimensions, CUDA_ARRAY3D_*
//	                                 FLAGS) filled through cuMemcpy3D with GEN's bytes (as a u8 buffer
//	                                 of the array's size); "check NAME" reads it back the same way
//	tex NAME ARRAY A0 A1 A2 FILTER FLAGS [B0 B1 B2 B3]
//	                                 a texture object over ARRAY, an array or a linear or pitch2d
//	                                 resource (cuTexObjectCreate): address modes
//	                                 A0..A2, filter mode, CU_TRSF_* flags, border colour as f32 bits
//	linear NAME BUF FORMAT NCH       a linear-memory resource over buffer BUF (all its bytes)
//	pitch2d NAME BUF FORMAT NCH W H PITCH
//	                                 a pitch2D resource over buffer BUF
//	surf NAME ARRAY                  a surface object over ARRAY (cuSurfObjectCreate)
//	param obj NAME                   the object's handle as a u64 parameter
//	tmap NAME BUF DTYPE DIMS STRIDES BOX ESTR INTERLEAVE SWIZZLE L2 OOB [OFFSET]
//	                                 a tensor map over buffer BUF (from byte OFFSET on) made by
//	                                 cuTensorMapEncodeTiled: CUtensorMapDataType DTYPE, comma-separated
//	                                 lists (the rank is DIMS' count; STRIDES has rank-1 byte strides,
//	                                 "-" for none), the enum values of the rest
//	im2col NAME BUF DTYPE DIMS STRIDES LOWER UPPER CHANNELS PIXELS ESTR INTERLEAVE SWIZZLE L2 OOB
//	                                 a tensor map made by cuTensorMapEncodeIm2col
//	param tmap NAME                  the map's 128 bytes as a by-value parameter
//	                                 (__grid_constant__ CUtensorMap); "tmap NAME" is also a
//	                                 generator of buf and global: the map's bytes, the rest zero
package conform

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"math"
	"path/filepath"
	"strings"

	"cudasim/internal/bounded"
)

// OpKind is the kind of a case directive.
type OpKind uint8

const (
	OpImage OpKind = iota
	OpKernel
	OpGrid
	OpBlock
	OpShmem
	OpBuf
	OpGlobal
	OpParam
	OpCheck
	OpLaunch
	OpStdout
	OpCooperative
	OpCluster
	OpArray
	OpTex      // texture or surface object (Object.Surface)
	OpResource // linear or pitch2D memory as a resource
	OpTmap     // a tensor map (tmap, im2col)
)

// Op is one directive of a case, in file order.
type Op struct {
	Kind OpKind
	Line int
	// Arg is the image path (OpImage) or the kernel name (OpKernel).
	Arg string
	// Dim holds grid/block dimensions; the mask says which of the three were
	// given (kernrun's sscanf leaves the others at their previous value).
	Dim     [3]uint32
	DimMask uint8
	Shmem   uint32
	Buf     *Buffer // OpBuf, OpGlobal
	Param   Param   // OpParam
	Check   Check   // OpCheck
	Array   *Array  // OpArray
	Object  *Object // OpTex
	Memory  *Memory // OpResource
	Tmap    *TensorMap
}

// TensorMap is a tensor map of the case: cuTensorMapEncodeTiled's or (Im2col)
// cuTensorMapEncodeIm2col's arguments, the global address being buffer Buf's
// plus Offset.
type TensorMap struct {
	Name, Buf                        string
	Offset                           uint64
	Im2col                           bool
	DataType                         uint32
	Dims, Strides                    []uint64
	Box, ElemStrides                 []uint32 // Box: tiled only
	Lower, Upper                     []int32  // im2col only
	Channels, Pixels                 uint32
	Interleave, Swizzle, L2, OOBFill uint32
}

// Memory is a linear (cudaResourceTypeLinear) or pitch2D resource over a
// buffer of the case.
type Memory struct {
	Name, Buf            string
	Pitch2D              bool
	Format, Channels     uint32
	Width, Height, Pitch uint64 // pitch2D only
}

// Array is a CUDA array of the case and the bytes it starts with (Data, a
// u8 buffer of the array's size).
type Array struct {
	Name                 string
	Format, Channels     uint32
	Width, Height, Depth uint64
	Flags                uint32
	Data                 *Buffer
}

// TexelSize is the bytes of one element: the format's size times the channels.
func (a *Array) TexelSize() int { return formatSize(a.Format) * int(a.Channels) }

// Bytes is the size of the array's contents, rows packed.
func (a *Array) Bytes() int { return int(a.Width*max(a.Height, 1)*max(a.Depth, 1)) * a.TexelSize() }

// formatSize is a CUarray_format's channel size: the eight classic formats
// only (0 otherwise).
func formatSize(f uint32) int {
	switch f {
	case 0x01, 0x08: // UNSIGNED_INT8, SIGNED_INT8
		return 1
	case 0x02, 0x09, 0x10: // UNSIGNED_INT16, SIGNED_INT16, HALF
		return 2
	case 0x03, 0x0a, 0x20: // UNSIGNED_INT32, SIGNED_INT32, FLOAT
		return 4
	}
	return 0
}

// Object is a texture object (tex) or a surface object (surf) over an array.
type Object struct {
	Name, Array string
	Surface     bool
	Address     [3]uint32 // CUaddress_mode of each axis
	Filter      uint32    // CUfilter_mode
	Flags       uint32    // CU_TRSF_*
	Border      [4]uint32 // border colour, f32 bits
}

// Buffer is a device buffer (buf) or the contents written into a module
// global (global).
type Buffer struct {
	Name  string
	Type  ElemType
	Count int
	Gen   Generator
	Dir   string // the case file's directory ("file" generators read relative to it)
}

// Bytes generates the buffer's initial contents.
func (b *Buffer) Bytes() ([]byte, error) {
	if b.Gen.Name == "file" {
		return b.Gen.readFile(b.Dir, b.Type, b.Count)
	}
	return b.Gen.Fill(b.Type, b.Count)
}

// Param is one kernel parameter.
type Param struct {
	Buf   string // "param buf NAME": the buffer's device address
	Obj   string // "param obj NAME": a texture or surface object's handle
	Tmap  string // "param tmap NAME": a tensor map's 128 bytes
	Value []byte // the value's bytes otherwise (4 or 8, or the raw "bytes")
}

// Check marks a buffer to be compared after the case's launches.
type Check struct {
	Buf string
	ULP int // 0: exact
}

// Case is a parsed case file.
type Case struct {
	Path string // as given to Load
	Ops  []Op
}

// Dir is the directory the case's paths are relative to.
func (c *Case) Dir() string { return filepath.Dir(c.Path) }

// MaxCaseBytes bounds a case file (its data lives in files beside it).
const MaxCaseBytes = 16 << 20

// Load reads and parses a case file.
func Load(path string) (*Case, error) {
	b, err := bounded.ReadFile(path, MaxCaseBytes)
	if err != nil {
		return nil, err
	}
	return Parse(path, b)
}

// Parse parses case-file text; path names it in errors and anchors its
// relative paths.
func Parse(path string, src []byte) (*Case, error) {
	c := &Case{Path: path}
	sc := bufio.NewScanner(bytes.NewReader(src))
	sc.Buffer(make([]byte, 4096), 1<<20)
	line := 0
	for sc.Scan() {
		line++
		text := sc.Text()
		if i := strings.IndexByte(text, '#'); i >= 0 {
			text = text[:i]
		}
		f := strings.Fields(text)
		if len(f) == 0 {
			continue
		}
		op, err := parseOp(f)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", path, line, err)
		}
		op.Line = line
		if op.Buf != nil {
			op.Buf.Dir = filepath.Dir(path)
		}
		if op.Array != nil {
			op.Array.Data.Dir = filepath.Dir(path)
		}
		c.Ops = append(c.Ops, op)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return c, nil
}

func parseOp(f []string) (Op, error) {
	cmd, args := f[0], f[1:]
	need := func(n int, usage string) error {
		if len(args) < n {
			return fmt.Errorf("%s: want %s", cmd, usage)
		}
		return nil
	}
	switch cmd {
	case "image", "kernel":
		if err := need(1, "a name"); err != nil {
			return Op{}, err
		}
		k := OpImage
		if cmd == "kernel" {
			k = OpKernel
		}
		return Op{Kind: k, Arg: args[0]}, nil
	case "grid", "block", "cluster":
		op := Op{Kind: OpGrid}
		switch cmd {
		case "block":
			op.Kind = OpBlock
		case "cluster":
			op.Kind = OpCluster
		}
		// sscanf("%u %u %u") stops at the first field that does not parse.
		for i := 0; i < 3 && i < len(args); i++ {
			v, ok := scanUint(args[i])
			if !ok {
				break
			}
			op.Dim[i] = v
			op.DimMask |= 1 << i
		}
		if op.DimMask == 0 {
			return Op{}, fmt.Errorf("%s: want X Y Z", cmd)
		}
		return op, nil
	case "shmem":
		v, ok := uint32(0), false
		if len(args) > 0 {
			v, ok = scanUint(args[0])
		}
		if !ok {
			return Op{}, fmt.Errorf("shmem: want a byte count")
		}
		return Op{Kind: OpShmem, Shmem: v}, nil
	case "buf", "global":
		if err := need(4, "NAME TYPE COUNT GEN [ARGS]"); err != nil {
			return Op{}, err
		}
		t, ok := parseElemType(args[1])
		if !ok {
			return Op{}, fmt.Errorf("bad type %s", args[1])
		}
		if !generators[args[3]] {
			return Op{}, fmt.Errorf("unknown generator %s", args[3])
		}
		n := strtoull(args[2])
		if n > 1<<30 {
			return Op{}, fmt.Errorf("%s %s: count %s too large", cmd, args[0], args[2])
		}
		k := OpBuf
		if cmd == "global" {
			k = OpGlobal
		}
		b := &Buffer{Name: args[0], Type: t, Count: int(n), Gen: Generator{Name: args[3], Args: args[4:]}}
		if _, err := b.Gen.Fill(t, 0); err != nil {
			return Op{}, fmt.Errorf("%s %s: %v", cmd, args[0], err)
		}
		return Op{Kind: k, Buf: b}, nil
	case "param":
		if err := need(2, "KIND VALUE"); err != nil {
			return Op{}, err
		}
		p, err := parseParam(args[0], args[1])
		if err != nil {
			return Op{}, err
		}
		return Op{Kind: OpParam, Param: p}, nil
	case "check":
		if err := need(2, "NAME exact|ulp N"); err != nil {
			return Op{}, err
		}
		c := Check{Buf: args[0]}
		if args[1] == "ulp" {
			if len(args) < 3 {
				return Op{}, fmt.Errorf("check %s ulp: missing N", args[0])
			}
			c.ULP = atoi(args[2])
		}
		return Op{Kind: OpCheck, Check: c}, nil
	case "array":
		return parseArray(args)
	case "tex", "surf":
		o := &Object{Surface: cmd == "surf"}
		if o.Surface {
			if err := need(2, "NAME ARRAY"); err != nil {
				return Op{}, err
			}
		} else if err := need(7, "NAME ARRAY A0 A1 A2 FILTER FLAGS [B0 B1 B2 B3]"); err != nil {
			return Op{}, err
		}
		o.Name, o.Array = args[0], args[1]
		if !o.Surface {
			for i := 0; i < 3; i++ {
				o.Address[i] = uint32(strtoull(args[2+i]))
			}
			o.Filter, o.Flags = uint32(strtoull(args[5])), uint32(strtoull(args[6]))
			for i := 0; i < 4 && 7+i < len(args); i++ {
				o.Border[i] = uint32(strtoull(args[7+i]))
			}
		}
		return Op{Kind: OpTex, Object: o}, nil
	case "linear", "pitch2d":
		m := &Memory{Pitch2D: cmd == "pitch2d"}
		if m.Pitch2D {
			if err := need(7, "NAME BUF FORMAT NCH W H PITCH"); err != nil {
				return Op{}, err
			}
			m.Width, m.Height, m.Pitch = strtoull(args[4]), strtoull(args[5]), strtoull(args[6])
		} else if err := need(4, "NAME BUF FORMAT NCH"); err != nil {
			return Op{}, err
		}
		m.Name, m.Buf = args[0], args[1]
		m.Format, m.Channels = uint32(strtoull(args[2])), uint32(strtoull(args[3]))
		return Op{Kind: OpResource, Memory: m}, nil
	case "tmap", "im2col":
		return parseTmap(cmd, args)
	case "launch":
		return Op{Kind: OpLaunch}, nil
	case "stdout":
		return Op{Kind: OpStdout}, nil
	case "cooperative":
		return Op{Kind: OpCooperative}, nil
	}
	return Op{}, fmt.Errorf("unknown directive %s", cmd)
}

// maxArrayDim bounds each dimension of a case's array (the H200's 3D limit is 16384).
const maxArrayDim = 1 << 15

func parseArray(args []string) (Op, error) {
	if len(args) < 8 {
		return Op{}, fmt.Errorf("array: want NAME FORMAT NCH W H D FLAGS GEN [ARGS]")
	}
	a := &Array{Name: args[0], Format: uint32(strtoull(args[1])), Channels: uint32(strtoull(args[2])),
		Width: strtoull(args[3]), Height: strtoull(args[4]), Depth: strtoull(args[5]), Flags: uint32(strtoull(args[6]))}
	if formatSize(a.Format) == 0 || (a.Channels != 1 && a.Channels != 2 && a.Channels != 4) {
		return Op{}, fmt.Errorf("array %s: format %#x with %d channels is not one the case format knows", a.Name, a.Format, a.Channels)
	}
	if a.Width == 0 || a.Width > maxArrayDim || a.Height > maxArrayDim || a.Depth > maxArrayDim || a.Bytes() > 1<<30 {
		return Op{}, fmt.Errorf("array %s: size %dx%dx%d out of range", a.Name, a.Width, a.Height, a.Depth)
	}
	if !generators[args[7]] {
		return Op{}, fmt.Errorf("unknown generator %s", args[7])
	}
	a.Data = &Buffer{Name: a.Name, Type: U8, Count: a.Bytes(), Gen: Generator{Name: args[7], Args: args[8:]}}
	if _, err := a.Data.Gen.Fill(U8, 0); err != nil {
		return Op{}, fmt.Errorf("array %s: %v", a.Name, err)
	}
	return Op{Kind: OpArray, Array: a}, nil
}

// scanUint is sscanf's %u: optional sign, decimal digits, modulo 2^32.
func scanUint(s string) (uint32, bool) {
	neg := false
	if s != "" && (s[0] == '+' || s[0] == '-') {
		neg, s = s[0] == '-', s[1:]
	}
	n := 0
	var v uint64
	for n < len(s) && s[n] >= '0' && s[n] <= '9' {
		v = v*10 + uint64(s[n]-'0')
		n++
	}
	if n == 0 {
		return 0, false
	}
	if neg {
		v = -v
	}
	return uint32(v), true
}

func parseParam(kind, val string) (Param, error) {
	var b [8]byte
	switch kind {
	case "buf":
		return Param{Buf: val}, nil
	case "obj":
		return Param{Obj: val}, nil
	case "tmap":
		return Param{Tmap: val}, nil
	case "i32", "u32":
		binary.LittleEndian.PutUint32(b[:], uint32(int32(strtoll(val))))
		return Param{Value: b[:4]}, nil
	case "i64", "u64":
		binary.LittleEndian.PutUint64(b[:], strtoull(val))
		return Param{Value: b[:8]}, nil
	case "f32":
		binary.LittleEndian.PutUint32(b[:], math.Float32bits(float32(strtod(val, 32))))
		return Param{Value: b[:4]}, nil
	case "f64":
		binary.LittleEndian.PutUint64(b[:], math.Float64bits(strtod(val, 64)))
		return Param{Value: b[:8]}, nil
	case "bytes":
		raw, err := hex.DecodeString(val[:len(val)/2*2])
		if err != nil {
			return Param{}, fmt.Errorf("param bytes: %v", err)
		}
		return Param{Value: raw}, nil
	}
	return Param{}, fmt.Errorf("bad param kind %s", kind)
}

// numList parses a comma-separated list of at most 5 integers ("-" for none).
func numList(s string) ([]int64, error) {
	if s == "-" {
		return nil, nil
	}
	f := strings.Split(s, ",")
	if len(f) > 5 {
		return nil, fmt.Errorf("list %s has more than 5 entries", s)
	}
	v := make([]int64, len(f))
	for i, x := range f {
		if x == "" {
			return nil, fmt.Errorf("bad list %s", s)
		}
		v[i] = strtoll(x)
	}
	return v, nil
}

func parseTmap(cmd string, args []string) (Op, error) {
	im2col := cmd == "im2col"
	want, usage := 11, "NAME BUF DTYPE DIMS STRIDES BOX ESTR INTERLEAVE SWIZZLE L2 OOB [OFFSET]"
	if im2col {
		want, usage = 14, "NAME BUF DTYPE DIMS STRIDES LOWER UPPER CHANNELS PIXELS ESTR INTERLEAVE SWIZZLE L2 OOB"
	}
	if len(args) < want {
		return Op{}, fmt.Errorf("%s: want %s", cmd, usage)
	}
	m := &TensorMap{Name: args[0], Buf: args[1], Im2col: im2col, DataType: uint32(strtoull(args[2]))}
	lists := []string{args[3], args[4], args[5], args[6]}
	if im2col {
		lists = append(lists, args[9])
	}
	var v [5][]int64
	for i, l := range lists {
		var err error
		if v[i], err = numList(l); err != nil {
			return Op{}, fmt.Errorf("%s %s: %v", cmd, m.Name, err)
		}
	}
	rank := len(v[0])
	for _, d := range v[0] {
		m.Dims = append(m.Dims, uint64(d))
	}
	for _, d := range v[1] {
		m.Strides = append(m.Strides, uint64(d))
	}
	estr, k := v[3], 7
	if im2col {
		for i := range v[2] {
			m.Lower = append(m.Lower, int32(v[2][i]))
		}
		for i := range v[3] {
			m.Upper = append(m.Upper, int32(v[3][i]))
		}
		m.Channels, m.Pixels = uint32(strtoull(args[7])), uint32(strtoull(args[8]))
		estr, k = v[4], 10
		if len(m.Lower) != rank-2 || len(m.Upper) != rank-2 {
			return Op{}, fmt.Errorf("%s %s: the corners need %d entries each", cmd, m.Name, rank-2)
		}
	} else {
		for _, b := range v[2] {
			m.Box = append(m.Box, uint32(b))
		}
		if len(m.Box) != rank {
			return Op{}, fmt.Errorf("%s %s: the box needs %d entries", cmd, m.Name, rank)
		}
	}
	for _, e := range estr {
		m.ElemStrides = append(m.ElemStrides, uint32(e))
	}
	if rank == 0 || len(m.Strides) != rank-1 || len(m.ElemStrides) != rank {
		return Op{}, fmt.Errorf("%s %s: list lengths do not match the rank", cmd, m.Name)
	}
	m.Interleave, m.Swizzle = uint32(strtoull(args[k])), uint32(strtoull(args[k+1]))
	m.L2, m.OOBFill = uint32(strtoull(args[k+2])), uint32(strtoull(args[k+3]))
	if !im2col && len(args) > 11 {
		m.Offset = strtoull(args[11])
	}
	return Op{Kind: OpTmap, Tmap: m}, nil
}

package fp

import (
	"fmt"
	"math"

	"cudasim/cu"
)

// Type is a PTX scalar type as cvt sees it.
type Type uint8

const (
	U8 Type = iota + 1
	U16
	U32
	U64
	S8
	S16
	S32
	S64
	F16
	BF16
	F32
	F64
)

var typeNames = [...]string{U8: "u8", U16: "u16", U32: "u32", U64: "u64", S8: "s8", S16: "s16", S32: "s32", S64: "s64", F16: "f16", BF16: "bf16", F32: "f32", F64: "f64"}

func (t Type) String() string {
	if int(t) < len(typeNames) && typeNames[t] != "" {
		return typeNames[t]
	}
	return fmt.Sprintf("Type(%d)", uint8(t))
}

// ParseType maps a PTX type suffix without the dot ("s32", "bf16") to a Type.
func ParseType(s string) (Type, bool) {
	for t, n := range typeNames {
		if n == s && n != "" {
			return Type(t), true
		}
	}
	return 0, false
}

// Bits is the width of the type.
func (t Type) Bits() int {
	switch t {
	case U8, S8:
		return 8
	case U16, S16, F16, BF16:
		return 16
	case U32, S32, F32:
		return 32
	}
	return 64
}

// IsFloat reports whether t is f16, bf16, f32 or f64.
func (t Type) IsFloat() bool { return t >= F16 }

// IsSigned reports whether t is a signed integer type.
func (t Type) IsSigned() bool { return t >= S8 && t <= S64 }

func (t Type) format() format {
	switch t {
	case F16:
		return fmtF16
	case BF16:
		return fmtBF16
	case F32:
		return fmtF32
	}
	return fmtF64
}

// Cvt describes one cvt instruction: cvt{.irnd|.frnd}{.ftz}{.sat}{.relu}{.satfinite}.Dst.Src.
type Cvt struct {
	Dst, Src Type
	// Round is the rounding direction: .rn .rz .rm .rp for a float result, or,
	// with Integral set, .rni .rzi .rmi .rpi (round to an integral value) for
	// float -> integer and float -> same-size float conversions.
	Round    Rounding
	Integral bool
	FTZ      bool // .ftz: flush f32 subnormal inputs and results
	Sat      bool // .sat: clamp integers to the destination range, floats to [0, 1]
	Relu     bool // .relu: f16/bf16 results below zero become +0, NaN canonical
	// SatFinite (.satfinite) clamps overflow to the largest finite value.
	SatFinite bool
}

// Check reports a conversion PTX does not allow, with cu.ErrorInvalidPTX.
func (c Cvt) Check() error {
	if c.Dst < U8 || c.Dst > F64 || c.Src < U8 || c.Src > F64 {
		return cu.Errorf(cu.ErrorInvalidPTX, "cvt: unknown type %v <- %v", c.Dst, c.Src)
	}
	if c.Integral && !c.Src.IsFloat() {
		return cu.Errorf(cu.ErrorInvalidPTX, "cvt.%vi.%v.%v: integer rounding needs a float source", c.Round, c.Dst, c.Src)
	}
	if (c.Relu || c.SatFinite) && c.Dst != F16 && c.Dst != BF16 && c.Dst != F32 {
		return cu.Errorf(cu.ErrorInvalidPTX, "cvt.%v.%v: .relu/.satfinite need an f16/bf16 destination", c.Dst, c.Src)
	}
	return nil
}

// Apply converts the bit pattern x of type Src. Integer results come back
// sign- or zero-extended to 64 bits according to Dst, so a register of any
// width just keeps its low bits (cvt.s16.u32 into a 32-bit register chops to
// 16 bits and sign-extends, as PTX specifies). Float results are bit patterns
// in the low bits.
func (c Cvt) Apply(x uint64) uint64 {
	if !cvtHardware {
		return c.soft(x)
	}
	if r, ok := c.native(x); ok {
		return r
	}
	return c.soft(x)
}

// native is the conversions Go's own float conversions do exactly as the
// H200 does (IEEE round to nearest even, no flush, no clamp): an integer to
// f32 or f64, f64 to f32 and f32 to f64, except NaNs, whose payload rules
// are the H200's (nanResult). They are the common case (Numba's random
// numbers convert every draw u64 -> f64 -> f32), and rounding in software
// costs several times more. ok is false for every other conversion.
func (c Cvt) native(x uint64) (r uint64, ok bool) {
	if c.Round != RN || c.Integral || c.FTZ || c.Sat || c.Relu || c.SatFinite {
		return 0, false
	}
	switch {
	case c.Dst == F64 && !c.Src.IsFloat():
		v := extend(x, c.Src)
		if c.Src.IsSigned() {
			return math.Float64bits(float64(int64(v))), true
		}
		return math.Float64bits(float64(v)), true
	case c.Dst == F32 && !c.Src.IsFloat():
		v := extend(x, c.Src)
		if c.Src.IsSigned() {
			return uint64(math.Float32bits(float32(int64(v)))), true
		}
		return uint64(math.Float32bits(float32(v))), true
	case c.Dst == F32 && c.Src == F64:
		v := math.Float64frombits(x)
		if v != v {
			return 0, false
		}
		return uint64(math.Float32bits(float32(v))), true
	case c.Dst == F64 && c.Src == F32:
		v := math.Float32frombits(uint32(x))
		if v != v {
			return 0, false
		}
		return math.Float64bits(float64(v)), true
	}
	return 0, false
}

// soft is Apply in software, for every conversion.
func (c Cvt) soft(x uint64) uint64 {
	switch {
	case !c.Src.IsFloat() && !c.Dst.IsFloat():
		return c.intToInt(x)
	case !c.Src.IsFloat():
		return c.intToFloat(x)
	case !c.Dst.IsFloat():
		return c.floatToInt(x)
	}
	return c.floatToFloat(x)
}

// extend sign- or zero-extends the low bits of x per t.
func extend(x uint64, t Type) uint64 {
	w := uint(t.Bits())
	if w == 64 {
		return x
	}
	if t.IsSigned() {
		return uint64(int64(x<<(64-w)) >> (64 - w))
	}
	return x & (1<<w - 1)
}

func intRange(t Type) (lo int64, hi uint64) {
	w := uint(t.Bits())
	if t.IsSigned() {
		return -1 << (w - 1), 1<<(w-1) - 1
	}
	return 0, 1<<w - 1
}

func (c Cvt) intToInt(x uint64) uint64 {
	v := extend(x, c.Src)
	if !c.Sat {
		return extend(v, c.Dst)
	}
	lo, hi := intRange(c.Dst)
	switch {
	case c.Src.IsSigned() && int64(v) < lo:
		return extend(uint64(lo), c.Dst)
	case c.Src.IsSigned() && int64(v) < 0:
		return extend(v, c.Dst)
	case v > hi:
		return extend(hi, c.Dst)
	}
	return extend(v, c.Dst)
}

func (c Cvt) intToFloat(x uint64) uint64 {
	v := extend(x, c.Src)
	neg := c.Src.IsSigned() && int64(v) < 0
	mag := v
	if neg {
		mag = -v
	}
	f := c.Dst.format()
	r := f.round(neg, mag, 0, false, c.Round, c.SatFinite)
	return c.finishFloat(r)
}

// finishFloat applies .ftz, .sat and .relu to a float result.
func (c Cvt) finishFloat(r uint64) uint64 {
	switch c.Dst {
	case F32:
		v := f32(r)
		if c.FTZ {
			v = FTZ32(v)
		}
		if c.Sat {
			v = Sat32(v)
		}
		if c.Relu {
			if v != v {
				v = nan32
			} else if math.Signbit(float64(v)) {
				v = 0
			}
		}
		return uint64(math.Float32bits(v))
	case F64:
		v := f64(r)
		if c.Sat {
			switch {
			case v != v, v <= 0:
				v = 0
			case v > 1:
				v = 1
			}
		}
		return math.Float64bits(v)
	case F16, BF16:
		h := hF16
		if c.Dst == BF16 {
			h = hBF16
		}
		v := uint16(r)
		if c.Sat {
			v = h.sat(v)
		}
		if c.Relu {
			v = h.relu(v)
		}
		return uint64(v)
	}
	return r
}

// srcFloat64 decodes a float source exactly (f64 NaN payloads are kept).
func (c Cvt) srcFloat64(x uint64) float64 {
	switch c.Src {
	case F16:
		return hF16.toFloat64(uint16(x))
	case BF16:
		return hBF16.toFloat64(uint16(x))
	case F32:
		v := f32(x)
		if c.FTZ {
			v = FTZ32(v)
		}
		return float64(v)
	}
	return f64(x)
}

func roundIntegral(v float64, r Rounding) float64 {
	switch r {
	case RZ:
		return math.Trunc(v)
	case RM:
		return math.Floor(v)
	case RP:
		return math.Ceil(v)
	}
	return math.RoundToEven(v)
}

func (c Cvt) floatToInt(x uint64) uint64 {
	v := c.srcFloat64(x)
	w := c.Dst.Bits()
	if v != v {
		if c.Src == F64 || w == 64 {
			return extend(1<<(w-1), c.Dst)
		}
		return 0
	}
	v = roundIntegral(v, c.Round)
	lo, hi := intRange(c.Dst)
	switch {
	case v <= float64(lo):
		return extend(uint64(lo), c.Dst)
	case v >= float64(hi): // float64(hi) rounds up to 2^w for 64-bit types
		return extend(hi, c.Dst)
	case v < 0:
		return extend(uint64(int64(v)), c.Dst)
	}
	return extend(uint64(v), c.Dst)
}

// cvtHardware lets the commonest conversions use Go's own (native); tests turn it off to
// compare them with the software path, which measured every case (TestCvtHardware).
var cvtHardware = true

func (c Cvt) floatToFloat(x uint64) uint64 {
	sf, df := c.Src.format(), c.Dst.format()
	if c.Src == F32 && c.FTZ {
		// The ftz path canonicalizes a NaN before widening (measured:
		// cvt.ftz.f64.f32 of any NaN gives 0x7fffffffe0000000).
		x = uint64(math.Float32bits(canon32(FTZ32(f32(x)))))
	}
	if sf.isNaN(x) {
		return c.finishFloat(c.nanResult(x))
	}
	if sf.isInf(x) {
		if c.SatFinite && (c.Dst == F16 || c.Dst == BF16) {
			// .satfinite clamps an infinity to the largest finite value, as an overflow
			// (PTX ISA; measured for cvt.rn{.relu}.satfinite.bf16x2.f32: docs/engine.md "Version 5").
			return c.finishFloat(df.maxFinite(x&sf.signBit() != 0))
		}
		return c.finishFloat(df.inf(x&sf.signBit() != 0))
	}
	if c.Integral {
		v := roundIntegral(c.srcFloat64(x), c.Round)
		if v == 0 { // keep the sign of the source
			return c.finishFloat(df.zero(x&sf.signBit() != 0))
		}
		neg, mant, exp := fmtF64.decompose(math.Float64bits(v))
		return c.finishFloat(df.round(neg, mant, exp, false, RN, false))
	}
	neg, mant, exp := sf.decompose(x)
	if c.FTZ && c.Dst == F32 && mant != 0 && c.Src != F32 && tiny32(c.srcFloat64(x), 0, c.Round) {
		// Tiny (see tiny32): flushed (cvt.rn.ftz.f32.f64 of 0x380fffffe0000000 gives 0).
		return c.finishFloat(df.zero(neg))
	}
	return c.finishFloat(df.round(neg, mant, exp, false, c.Round, c.SatFinite))
}

// nanResult is the NaN a float -> float conversion produces. Measured:
// widening to f64 keeps sign and payload (shifted) and sets the quiet bit;
// narrowing from f64 truncates the payload, keeping the sign; bf16 -> f32 is a
// plain shift (a signalling NaN stays signalling), with .ftz the canonical NaN; f16 -> f32 and conversions
// from f32 to f16 or bf16 give the canonical NaN.
func (c Cvt) nanResult(x uint64) uint64 {
	switch {
	case c.Dst == F32 && c.Src == F64:
		return x>>63<<31 | 0x7fc00000 | x>>29&0x3fffff
	case c.Dst == F16 && c.Src == F64:
		return x>>63<<15 | 0x7e00 | x>>42&0x1ff
	case c.Dst == BF16 && c.Src == F64: // not measured; by analogy with f16
		return x>>63<<15 | 0x7fc0 | x>>45&0x3f
	case c.Dst == F64 && c.Src == F32:
		return x>>31<<63 | 0x7ff8000000000000 | (x&0x7fffff)<<29
	case c.Dst == F64 && (c.Src == F16 || c.Src == BF16): // f16 measured, bf16 by analogy
		sf := c.Src.format()
		return x>>15<<63 | 0x7ff8000000000000 | (x&sf.fracMask())<<(52-sf.frac)
	case c.Dst == F32 && c.Src == BF16 && c.FTZ: // measured: version 5's sweeps, cvt.ftz.f32.bf16 89 of 89
		return CanonicalNaN32
	case c.Dst == F32 && c.Src == BF16:
		return x << 16
	case c.Dst == F64 && c.Src == F64:
		return x | quiet64
	case c.Dst == F32:
		return CanonicalNaN32
	case c.Dst == F16:
		return CanonicalNaN16
	case c.Dst == BF16:
		return CanonicalNaNBF16
	}
	return CanonicalNaN32
}

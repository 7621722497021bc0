//go:build amd64

// The warp functions' AVX2 forms (lanes_amd64.go): each is its Go function's steps on four or
// eight lanes, and leaves a lane it does not answer to the Go code's one-lane function.

#include "textflag.h"

// LANES8(x): the f32 bits of lanes R11 to R11+7 of x (quadwords) in Y0's dwords; Y1 clobbered.
#define LANES8(x) \
	VPERMD (x)(R11*8), Y15, Y0; \
	VPERMD 32(x)(R11*8), Y15, Y1; \
	VINSERTI128 $1, X1, Y0, Y0

// CODE2(entry, dw, k15, k3, read): the 2-bit code of each dword's entry from the gathered dword
// dw that holds it (2·(entry&15) bits up), 3 where read is clear; entry clobbered.
#define CODE2(entry, dw, k15, k3, read) \
	VPAND k15, entry, entry; \
	VPADDD entry, entry, entry; \
	VPSRLVD entry, dw, dw; \
	VPAND k3, dw, dw; \
	VPBLENDVB read, dw, k3, dw

// ANSWERED(mask): the four lanes from R11 whose quadwords are set in mask, into R8's bits.
#define ANSWERED(mask) \
	VMOVMSKPD mask, AX; \
	MOVQ R11, CX; \
	SHLQ CX, AX; \
	ORQ AX, R8

// Constants, each broadcast from its first 4 bytes (a dword) or all 8 (a quadword).
DATA lowDwords<>+0(SB)/4, $0 // VPERMD: the low dwords of four quadwords, in the low 128 bits
DATA lowDwords<>+4(SB)/4, $2
DATA lowDwords<>+8(SB)/4, $4
DATA lowDwords<>+12(SB)/4, $6
DATA lowDwords<>+16(SB)/4, $0
DATA lowDwords<>+20(SB)/4, $2
DATA lowDwords<>+24(SB)/4, $4
DATA lowDwords<>+28(SB)/4, $6
GLOBL lowDwords<>(SB), RODATA|NOPTR, $32
DATA k1<>+0(SB)/8, $0x1
GLOBL k1<>(SB), RODATA|NOPTR, $8
DATA k3<>+0(SB)/8, $0x3
GLOBL k3<>(SB), RODATA|NOPTR, $8
DATA k7<>+0(SB)/8, $0x7
GLOBL k7<>(SB), RODATA|NOPTR, $8
DATA k15<>+0(SB)/8, $0xf
GLOBL k15<>(SB), RODATA|NOPTR, $8
DATA k63<>+0(SB)/8, $0x3f
GLOBL k63<>(SB), RODATA|NOPTR, $8
DATA k127<>+0(SB)/8, $0x7f
GLOBL k127<>(SB), RODATA|NOPTR, $8
DATA kff<>+0(SB)/8, $0xff
GLOBL kff<>(SB), RODATA|NOPTR, $8
DATA k253<>+0(SB)/8, $0xfd
GLOBL k253<>(SB), RODATA|NOPTR, $8
DATA k2047<>+0(SB)/8, $0x7ff
GLOBL k2047<>(SB), RODATA|NOPTR, $8
DATA k4095<>+0(SB)/8, $0xfff
GLOBL k4095<>(SB), RODATA|NOPTR, $8
DATA k7fffff<>+0(SB)/8, $0x7fffff
GLOBL k7fffff<>(SB), RODATA|NOPTR, $8
DATA k800000<>+0(SB)/8, $0x800000
GLOBL k800000<>(SB), RODATA|NOPTR, $8
DATA k3f800000<>+0(SB)/8, $0x3f800000
GLOBL k3f800000<>(SB), RODATA|NOPTR, $8
DATA k40000000<>+0(SB)/8, $0x40000000
GLOBL k40000000<>(SB), RODATA|NOPTR, $8
DATA k7f800000<>+0(SB)/8, $0x7f800000
GLOBL k7f800000<>(SB), RODATA|NOPTR, $8
DATA k7fffffff<>+0(SB)/8, $0x7fffffff
GLOBL k7fffffff<>(SB), RODATA|NOPTR, $8
DATA k80000000<>+0(SB)/8, $0x80000000
GLOBL k80000000<>(SB), RODATA|NOPTR, $8
DATA kAbs64<>+0(SB)/8, $0x7fffffffffffffff
GLOBL kAbs64<>(SB), RODATA|NOPTR, $8
DATA f64One<>+0(SB)/8, $0x3ff0000000000000
GLOBL f64One<>(SB), RODATA|NOPTR, $8
DATA f64Half<>+0(SB)/8, $0x3fe0000000000000
GLOBL f64Half<>(SB), RODATA|NOPTR, $8
DATA f32Two23<>+0(SB)/8, $0x4b000000
GLOBL f32Two23<>(SB), RODATA|NOPTR, $8
DATA f32Of126<>+0(SB)/4, $0x42fc0000 // 126.0
GLOBL f32Of126<>(SB), RODATA|NOPTR, $4

// rcpLanesAVX2 (lanes_amd64.go): the second pass of rcp's and div's warp functions, rcpFast
// of four lanes at a time: the reference 1/(1 + frac·2^-23) in float64 (the sum made exactly
// by placing frac in the mantissa of 1.0), rounded to f32, the code's delta, the exponent, and
// for div the product with the dividend in f32, a NaN canonical. It stores the lanes rcpFast
// answers and returns the others' bits (rcpFast false: code 3, or outside the normal range),
// which the caller leaves to the one-lane function; their d is not written (d may be a or b).

// func rcpLanesAVX2(d, a, b *[32]uint64, code *[32]uint32, div bool) (rest uint32)
TEXT ·rcpLanesAVX2(SB), NOSPLIT, $0-44
	MOVQ d+0(FP), DI
	MOVQ a+8(FP), SI
	MOVQ b+16(FP), DX
	MOVQ code+24(FP), R12
	MOVBLZX div+32(FP), R9
	VMOVDQU lowDwords<>(SB), Y15
	VPBROADCASTQ k7fffff<>(SB), Y14
	VPBROADCASTQ f64One<>(SB), Y13
	VPBROADCASTQ k1<>(SB), Y12
	VPBROADCASTQ kff<>(SB), Y11
	VPBROADCASTQ k127<>(SB), Y10
	VPBROADCASTQ kff<>(SB), Y9
	VPBROADCASTQ k80000000<>(SB), Y8
	VPBROADCASTD k7fffffff<>(SB), X7
	VPXOR Y6, Y6, Y6
	XORQ R8, R8 // the lanes done, four bits at a time
	XORQ R10, R10 // the byte offset of the four lanes
	XORQ R11, R11 // their first lane
loop:
	VPERMD (DX)(R10*1), Y15, Y0
	VPMOVZXDQ X0, Y0 // b, its f32 bits in each quadword
	VPAND Y14, Y0, Y1
	VPSLLQ $29, Y1, Y1
	VPOR Y13, Y1, Y1 // 1 + frac·2^-23, exactly
	VDIVPD Y1, Y13, Y1
	VCVTPD2PSY Y1, X1
	VPMOVZXDQ X1, Y1 // rcpRef(frac)
	VPMOVZXDQ (R12)(R11*4), Y2 // c
	VPAND Y12, Y2, Y3
	VPSRLQ $1, Y2, Y4
	VPADDQ Y3, Y1, Y1
	VPSUBQ Y4, Y1, Y1 // tv = ref + c&1 - c>>1
	VPAND Y4, Y2, Y2
	VPSLLQ $9, Y2, Y2 // 512 where c is 3
	VPSRLQ $23, Y1, Y3
	VPSRLQ $23, Y0, Y4
	VPAND Y11, Y4, Y4
	VPSUBQ Y4, Y3, Y3
	VPADDQ Y10, Y3, Y3
	VPADDQ Y2, Y3, Y3 // re = tv>>23 + 127 - b's exponent field (+ 512)
	VPCMPGTQ Y6, Y3, Y4
	VPCMPGTQ Y3, Y9, Y5
	VPAND Y5, Y4, Y4 // 0 < re < 255: rcpFast answers
	VPSLLQ $23, Y3, Y3
	VPAND Y14, Y1, Y1
	VPOR Y3, Y1, Y1
	VPAND Y8, Y0, Y0
	VPOR Y0, Y1, Y1 // sign | re<<23 | tv's fraction
	VPERMD Y1, Y15, Y1 // the four results' f32 in X1
	TESTQ R9, R9
	JZ store
	VPERMD (SI)(R10*1), Y15, Y2
	VMULPS X2, X1, X1
	VCMPPS $3, X1, X1, X3
	VBLENDVPS X3, X7, X1, X1
store:
	VPMOVZXDQ X1, Y1
	VPMASKMOVQ Y1, Y4, (DI)(R10*1)
	ANSWERED(Y4)
	ADDQ $32, R10
	ADDQ $4, R11
	CMPQ R11, $32
	JLT loop
	NOTL R8
	MOVL R8, rest+40(FP)
	VZEROUPPER
	RET

// func rcpCodesAVX2(code *[32]uint32, x *[32]uint64, codes *byte)
//
// rcpCodes for the vector second pass, eight lanes at a time: each lane's 2-bit code from the
// aligned dword of codes that holds it (gathered, so that the lanes' misses overlap; a lane
// whose exponent field is outside [1, 252] is not read), 3 for the lanes left to the one-lane
// function.
TEXT ·rcpCodesAVX2(SB), NOSPLIT, $0-24
	MOVQ code+0(FP), DI
	MOVQ x+8(FP), SI
	MOVQ codes+16(FP), DX
	VMOVDQU lowDwords<>(SB), Y15
	VPBROADCASTD kff<>(SB), Y14
	VPBROADCASTD k253<>(SB), Y13
	VPBROADCASTD k7fffff<>(SB), Y12
	VPBROADCASTD k15<>(SB), Y11
	VPBROADCASTD k3<>(SB), Y10
	VPXOR Y9, Y9, Y9
	XORQ R11, R11 // the first of the eight lanes
codes:
	LANES8(SI) // the eight lanes' f32 bits
	VPSRLD $23, Y0, Y1
	VPAND Y14, Y1, Y1 // the exponent field
	VPCMPGTD Y9, Y1, Y2
	VPCMPGTD Y1, Y13, Y3
	VPAND Y3, Y2, Y2 // in [1, 252]: read
	VPAND Y12, Y0, Y0 // the entry
	VPSRLD $4, Y0, Y4 // its dword
	VMOVDQU Y2, Y5
	VPXOR Y6, Y6, Y6
	VPGATHERDD Y5, (DX)(Y4*4), Y6
	CODE2(Y0, Y6, Y11, Y10, Y2) // 3 where not read
	VMOVDQU Y6, (DI)(R11*4)
	ADDQ $8, R11
	CMPQ R11, $32
	JLT codes
	VZEROUPPER
	RET

// ex2LanesAVX2 (lanes_amd64.go): the second pass of ex2's warp function four lanes at a time,
// as Ex2Approx32Lanes' loop: the reference ex2Ref(i) as the product of its two factors
// (ex2RefParts, gathered), rounded to f32, less one on the negative side, plus the code's
// delta, scaled by 2^n (x >= 0) or 2^-n (x < 0, where the result stays normal). It stores the
// lanes it answers and returns the others' bits (code 3, or a subnormal result), whose d it
// leaves as it was.

// func ex2LanesAVX2(d *[32]uint64, key *[32]uint32, code *[32]uint32, ref *ex2RefParts) (rest uint32)
TEXT ·ex2LanesAVX2(SB), NOSPLIT, $0-36
	MOVQ d+0(FP), DI
	MOVQ key+8(FP), SI
	MOVQ code+16(FP), R12
	MOVQ ref+24(FP), DX // coarse [2][2048]float64
	LEAQ 32768(DX), BX // fine [2][4096]float64
	VPBROADCASTQ k7fffff<>(SB), Y15
	VPBROADCASTQ kff<>(SB), Y14
	VPBROADCASTQ k1<>(SB), Y13
	VPBROADCASTQ k2047<>(SB), Y12
	VPBROADCASTQ k4095<>(SB), Y11
	VPXOR Y10, Y10, Y10
	XORQ R8, R8 // the lanes done
	XORQ R11, R11 // the first of the four lanes
loop:
	VPMOVZXDQ (SI)(R11*4), Y0 // key: s<<31 | n<<23 | i
	VPSRLQ $31, Y0, Y1 // s
	VPAND Y15, Y0, Y2 // i
	VPSRLQ $23, Y0, Y3
	VPAND Y14, Y3, Y3 // n
	VPSRLQ $12, Y2, Y4
	VPAND Y12, Y4, Y4
	VPSLLQ $11, Y1, Y5
	VPADDQ Y5, Y4, Y4 // coarse[s][i>>12&2047]
	VPAND Y11, Y2, Y6
	VPSLLQ $12, Y1, Y5
	VPADDQ Y5, Y6, Y6 // fine[s][i&4095]
	VPCMPEQQ Y7, Y7, Y7
	VGATHERQPD Y7, (DX)(Y4*8), Y8
	VPCMPEQQ Y7, Y7, Y7
	VGATHERQPD Y7, (BX)(Y6*8), Y9
	VMULPD Y9, Y8, Y8
	VCVTPD2PSY Y8, X8
	VPMOVZXDQ X8, Y8
	VPMOVZXDQ (R12)(R11*4), Y2 // c
	VPSUBQ Y1, Y8, Y8 // ex2NegRef is one below
	VPAND Y13, Y2, Y4
	VPADDQ Y4, Y8, Y8
	VPSRLQ $1, Y2, Y4
	VPSUBQ Y4, Y8, Y8 // tv = ref - s + c&1 - c>>1
	VPAND Y4, Y2, Y2 // 1 where c is 3
	VPSLLQ $23, Y3, Y5
	VPADDQ Y5, Y8, Y6 // x >= 0: tv + n<<23
	VPSUBQ Y5, Y8, Y9 // x < 0: tv - n<<23
	VPSRLQ $23, Y8, Y4
	VPSUBQ Y3, Y4, Y4
	VPCMPGTQ Y10, Y4, Y4 // x < 0 answers where tv>>23 - n > 0
	VPCMPEQQ Y10, Y1, Y7 // x >= 0
	VPOR Y7, Y4, Y4
	VPCMPEQQ Y10, Y2, Y5
	VPAND Y5, Y4, Y4 // and the code is not 3
	VBLENDVPD Y7, Y6, Y9, Y9
	VPMASKMOVQ Y9, Y4, (DI)(R11*8)
	ANSWERED(Y4)
	ADDQ $4, R11
	CMPQ R11, $32
	JLT loop
	NOTL R8
	MOVL R8, rest+32(FP)
	VZEROUPPER
	RET

// func ex2KeysAVX2(key *[32]uint32, code *[32]uint32, x *[32]uint64, pos, neg *byte)
//
// The first pass of ex2's warp function eight lanes at a time, as Ex2Approx32Lanes' loop: each
// lane's key, sign<<31 | n<<23 | index for |x| = n + index/2^23 (the negative side for x < 0,
// not -0), and its entry's 2-bit code, gathered from the aligned dword of its side's table
// that holds it; 3 (and no read) for |x| >= 126 or NaN.
TEXT ·ex2KeysAVX2(SB), NOSPLIT, $0-40
	MOVQ key+0(FP), DI
	MOVQ code+8(FP), R12
	MOVQ x+16(FP), SI
	MOVQ pos+24(FP), DX
	MOVQ neg+32(FP), BX
	VMOVDQU lowDwords<>(SB), Y15
	VPBROADCASTD k7fffffff<>(SB), Y14
	VPBROADCASTD f32Of126<>(SB), Y13
	VPBROADCASTD f32Two23<>(SB), Y12
	VPBROADCASTD k80000000<>(SB), Y11
	VPBROADCASTD k15<>(SB), Y10
	VPBROADCASTD k3<>(SB), Y9
	VPXOR Y8, Y8, Y8
	XORQ R11, R11 // the first of the eight lanes
keys:
	LANES8(SI) // the eight lanes' f32 bits
	VPAND Y14, Y0, Y1 // |x|
	VCMPPS $1, Y13, Y1, Y2 // |x| < 126 (not NaN): read
	VCVTTPS2DQ Y1, Y3 // n
	VCVTDQ2PS Y3, Y4
	VSUBPS Y4, Y1, Y4
	VMULPS Y12, Y4, Y4
	VCVTTPS2DQ Y4, Y4 // index, exactly
	VPCMPEQD Y8, Y1, Y5 // |x| == 0
	VPSRAD $31, Y0, Y6 // x's sign
	VPANDN Y6, Y5, Y5 // the negative side
	VPSLLD $23, Y3, Y3
	VPOR Y4, Y3, Y3
	VPAND Y11, Y5, Y6
	VPOR Y6, Y3, Y3
	VMOVDQU Y3, (DI)(R11*4)
	VPSRLD $4, Y4, Y6 // the entry's dword
	VPXOR Y7, Y7, Y7
	VPANDN Y2, Y5, Y3 // read, positive side
	VPGATHERDD Y3, (DX)(Y6*4), Y7
	VPAND Y2, Y5, Y3 // read, negative side
	VPGATHERDD Y3, (BX)(Y6*4), Y7
	CODE2(Y4, Y7, Y10, Y9, Y2) // 3 where not read
	VMOVDQU Y7, (R12)(R11*4)
	ADDQ $8, R11
	CMPQ R11, $32
	JLT keys
	VZEROUPPER
	RET

// lg2LanesAVX2 (lanes_amd64.go): the second pass of lg2's warp function for all 32 lanes, four
// at a time in float64, as Lg2Approx32Lanes' loop: the midpoint of the table value's cell
// (lg2Cell) plus the input's exponent k, truncated toward zero to f32 exactly (truncSum32: the
// sum's rest e by Knuth's two-sum, the f32 stepped toward zero where it rounded away from zero
// or equals the sum with e pointing toward zero). It writes every lane of out; the caller
// keeps those of the lanes its first pass answered.

// func lg2LanesAVX2(out *[32]uint64, val *[32]uint32, a *[32]uint64)
TEXT ·lg2LanesAVX2(SB), NOSPLIT, $0-24
	MOVQ out+0(FP), DI
	MOVQ val+8(FP), SI
	MOVQ a+16(FP), DX
	VMOVDQU lowDwords<>(SB), Y15
	VPBROADCASTD k1<>(SB), X14
	VPBROADCASTD kff<>(SB), X13
	VPBROADCASTD k127<>(SB), X12
	VPBROADCASTQ f64Half<>(SB), Y11
	VPBROADCASTQ kAbs64<>(SB), Y10
	VPXOR Y9, Y9, Y9
	XORQ R11, R11 // the first of the four lanes
loop:
	VMOVDQU (SI)(R11*4), X0 // the table values b
	VCVTPS2PD X0, Y1 // v
	VPADDD X14, X0, X2
	VCVTPS2PD X2, Y2 // the next pattern's value
	VSUBPD Y1, Y2, Y2
	VMULPD Y11, Y2, Y2 // half
	VPSRLD $31, X0, X3
	VCVTDQ2PD X3, Y3
	VADDPD Y1, Y3, Y3
	VADDPD Y2, Y3, Y3 // the cell's midpoint l = (b>>31 + v) + half
	VPERMD (DX)(R11*8), Y15, Y4
	VPSRLD $23, X4, X4
	VPAND X13, X4, X4
	VPSUBD X12, X4, X4
	VCVTDQ2PD X4, Y4 // k
	VADDPD Y3, Y4, Y5 // s = k + l
	VSUBPD Y4, Y5, Y6 // bb = s - k
	VSUBPD Y6, Y5, Y7
	VSUBPD Y7, Y4, Y7 // k - (s - bb)
	VSUBPD Y6, Y3, Y8 // l - bb
	VADDPD Y8, Y7, Y7 // e: s + e = k + l exactly
	VCVTPD2PSY Y5, X8 // f
	VCVTPS2PD X8, Y6
	VANDPD Y10, Y6, Y0
	VANDPD Y10, Y5, Y1
	VCMPPD $0x1e, Y1, Y0, Y0 // |f| > |s|
	VCMPPD $0, Y5, Y6, Y1 // f == s
	VCMPPD $4, Y9, Y7, Y2 // e != 0
	VANDPD Y2, Y1, Y1
	VXORPD Y7, Y5, Y2
	VPCMPGTQ Y2, Y9, Y2 // e's sign not s's
	VANDPD Y2, Y1, Y1
	VORPD Y1, Y0, Y0 // step toward zero
	VPERMD Y0, Y15, Y0
	VPADDD X0, X8, X8 // f's bits less one where stepped
	VPMOVZXDQ X8, Y8
	VMOVDQU Y8, (DI)(R11*8)
	ADDQ $4, R11
	CMPQ R11, $32
	JLT loop
	VZEROUPPER
	RET

// func lg2ValuesAVX2(val *[32]uint32, x *[32]uint64, head *atomic.Uint64, res *byte) (slow uint32)
//
// The first pass of lg2's warp function four lanes at a time, as Lg2Approx32Lanes' loop: for
// positive normal inputs with a fraction i, the head of i's block (gathered), and where it is a
// line (its chunk made, not wide) the line's value at i plus i's residual (gathered from the
// aligned dword that holds its nibble, read only then). The other lanes' bits are returned.
// The line's product j·slope is made in 64 bits; its shift by 16 is logical, which keeps the
// low 32 bits of the arithmetic shift onLine makes.
TEXT ·lg2ValuesAVX2(SB), NOSPLIT, $0-36
	MOVQ val+0(FP), DI
	MOVQ x+8(FP), SI
	MOVQ head+16(FP), DX
	MOVQ res+24(FP), BX
	VMOVDQU lowDwords<>(SB), Y15
	VPBROADCASTD k7fffff<>(SB), X14
	VPBROADCASTD k7f800000<>(SB), X13
	VPBROADCASTQ k80000000<>(SB), Y12
	VPBROADCASTQ k40000000<>(SB), Y11
	VPBROADCASTQ k63<>(SB), Y10
	VPBROADCASTD k7<>(SB), X9
	VPBROADCASTD k15<>(SB), X8
	VPXOR Y7, Y7, Y7
	XORQ R8, R8 // the lanes answered
	XORQ R11, R11
values:
	VPERMD (SI)(R11*8), Y15, Y0 // b in X0
	VPCMPGTD X14, X0, X1
	VPCMPGTD X0, X13, X2
	VPAND X2, X1, X1 // positive and normal
	VPAND X14, X0, X0 // i
	VPCMPEQD X7, X0, X2
	VPANDN X1, X2, X1 // with a fraction
	VPSRLD $6, X0, X2 // i's block
	VPMOVSXDQ X1, Y1
	VPXOR Y3, Y3, Y3
	VPGATHERDQ Y1, (DX)(X2*8), Y3 // its head (0 where not read)
	VPSRLQ $32, Y3, Y4 // f
	VPCMPGTQ Y7, Y4, Y5
	VPCMPGTQ Y4, Y12, Y6
	VPAND Y6, Y5, Y5 // a line: 0 < f < 2^31
	VPSUBQ Y11, Y4, Y4 // its slope
	VPMOVZXDQ X0, Y6
	VPAND Y10, Y6, Y6 // j
	VPMULDQ Y4, Y6, Y6
	VPSRLQ $16, Y6, Y6
	VPADDQ Y6, Y3, Y3
	VPERMD Y3, Y15, Y3 // the line's value at i, in X3
	VPERMD Y5, Y15, Y6 // a line, as dwords
	VPSRLD $3, X0, X2 // the dword with i's nibble
	VPXOR X4, X4, X4
	VPGATHERDD X6, (BX)(X2*4), X4
	VPAND X9, X0, X0
	VPSLLD $2, X0, X0
	VPSRLVD X0, X4, X4
	VPAND X8, X4, X4
	VPADDD X4, X3, X3
	VMOVDQU X3, (DI)(R11*4)
	ANSWERED(Y5)
	ADDQ $4, R11
	CMPQ R11, $32
	JLT values
	NOTL R8
	MOVL R8, slow+32(FP)
	VZEROUPPER
	RET

// rsqrtLanesAVX2 (lanes_amd64.go): rsqrt's warp function for positive normal inputs, as
// RsqrtApprox32Lanes' two passes. First, eight lanes at a time, each lane's 2-bit code from the
// aligned dword of codes that holds its entry (sqrtIndex's: the exponent's parity above the
// fraction), gathered so that the misses overlap, and 3 (no read) for the other lanes. Then,
// four at a time, the reference 1/sqrt of the entry's mantissa in [1, 4) in float64 rounded to
// f32, the code's delta, and the exponent halved. It stores the lanes it answers and returns
// the others' bits (code 3), whose d it leaves as it was.

// func rsqrtLanesAVX2(d, a *[32]uint64, code *[32]uint32, codes *byte) (rest uint32)
TEXT ·rsqrtLanesAVX2(SB), NOSPLIT, $0-36
	MOVQ d+0(FP), DI
	MOVQ a+8(FP), SI
	MOVQ code+16(FP), R12
	MOVQ codes+24(FP), DX
	VMOVDQU lowDwords<>(SB), Y15
	VPBROADCASTD k7fffff<>(SB), Y14
	VPBROADCASTD k7f800000<>(SB), Y13
	VPBROADCASTD k7fffff<>(SB), Y12
	VPBROADCASTD k800000<>(SB), Y11
	VPBROADCASTD k15<>(SB), Y10
	VPBROADCASTD k3<>(SB), Y9
	XORQ R11, R11
codes:
	LANES8(SI) // the eight lanes' f32 bits
	VPCMPGTD Y14, Y0, Y2
	VPCMPGTD Y0, Y13, Y3
	VPAND Y3, Y2, Y2 // positive and normal: read
	VPANDN Y11, Y0, Y3 // the exponent field's low bit clear: an odd exponent
	VPAND Y12, Y0, Y4
	VPOR Y3, Y4, Y4 // sqrtIndex
	VPSRLD $4, Y4, Y5
	VMOVDQU Y2, Y6
	VPXOR Y7, Y7, Y7
	VPGATHERDD Y6, (DX)(Y5*4), Y7
	CODE2(Y4, Y7, Y10, Y9, Y2) // 3 where not read
	VMOVDQU Y7, (R12)(R11*4)
	ADDQ $8, R11
	CMPQ R11, $32
	JLT codes
	VPBROADCASTD k3f800000<>(SB), X14
	VPBROADCASTQ f64One<>(SB), Y13
	VPBROADCASTD k1<>(SB), X10
	VPBROADCASTD k127<>(SB), X8
	XORQ R8, R8 // the lanes done
	XORQ R11, R11
lanes:
	VPERMD (SI)(R11*8), Y15, Y0 // b in X0
	VPANDN X11, X0, X3
	VPAND X12, X0, X4
	VPOR X3, X4, X4 // sqrtIndex
	VPADDD X14, X4, X4 // the entry's mantissa in [1, 4)
	VCVTPS2PD X4, Y4
	VSQRTPD Y4, Y4
	VDIVPD Y4, Y13, Y4
	VCVTPD2PSY Y4, X4 // rsqrtRef
	VMOVDQU (R12)(R11*4), X2 // c
	VPAND X10, X2, X3
	VPADDD X3, X4, X4
	VPSRLD $1, X2, X3
	VPSUBD X3, X4, X4 // tv
	VPCMPEQD X9, X2, X5 // code 3: not answered
	VPSRLD $23, X0, X6
	VPSUBD X8, X6, X6
	VPSRAD $1, X6, X6 // k = (e - 127) >> 1
	VPSLLD $23, X6, X6
	VPSUBD X6, X4, X4 // tv - k<<23
	VPMOVZXDQ X4, Y4
	VPMOVSXDQ X5, Y5
	VPCMPEQQ Y6, Y6, Y6
	VPXOR Y6, Y5, Y5 // answered
	VPMASKMOVQ Y4, Y5, (DI)(R11*8)
	ANSWERED(Y5)
	ADDQ $4, R11
	CMPQ R11, $32
	JLT lanes
	NOTL R8
	MOVL R8, rest+32(FP)
	VZEROUPPER
	RET

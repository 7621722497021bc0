//go:build amd64

// lg2LanesAVX2 (lanes_amd64.go): the second pass of lg2's warp function for all 32 lanes, four
// at a time in float64, as Lg2Approx32Lanes' loop: the midpoint of the table value's cell
// (lg2Cell) plus the input's exponent k, truncated toward zero to f32 exactly (truncSum32: the
// sum's rest e by Knuth's two-sum, the f32 stepped toward zero where it rounded away from zero
// or equals the sum with e pointing toward zero). It writes every lane of out; the caller
// keeps those of the lanes its first pass answered.

#include "textflag.h"

DATA lg2LowDwords<>+0(SB)/4, $0
DATA lg2LowDwords<>+4(SB)/4, $2
DATA lg2LowDwords<>+8(SB)/4, $4
DATA lg2LowDwords<>+12(SB)/4, $6
DATA lg2LowDwords<>+16(SB)/4, $0
DATA lg2LowDwords<>+20(SB)/4, $2
DATA lg2LowDwords<>+24(SB)/4, $4
DATA lg2LowDwords<>+28(SB)/4, $6
GLOBL lg2LowDwords<>(SB), RODATA|NOPTR, $32
DATA lg2One<>+0(SB)/4, $1
GLOBL lg2One<>(SB), RODATA|NOPTR, $4
DATA lg2FF<>+0(SB)/4, $0xff
GLOBL lg2FF<>(SB), RODATA|NOPTR, $4
DATA lg2Bias<>+0(SB)/4, $127
GLOBL lg2Bias<>(SB), RODATA|NOPTR, $4
DATA lg2Half<>+0(SB)/8, $0x3fe0000000000000
GLOBL lg2Half<>(SB), RODATA|NOPTR, $8
DATA lg2Abs<>+0(SB)/8, $0x7fffffffffffffff
GLOBL lg2Abs<>(SB), RODATA|NOPTR, $8

// func lg2LanesAVX2(out *[32]uint64, val *[32]uint32, a *[32]uint64)
TEXT ·lg2LanesAVX2(SB), NOSPLIT, $0-24
	MOVQ out+0(FP), DI
	MOVQ val+8(FP), SI
	MOVQ a+16(FP), DX
	VMOVDQU lg2LowDwords<>(SB), Y15
	VPBROADCASTD lg2One<>(SB), X14
	VPBROADCASTD lg2FF<>(SB), X13
	VPBROADCASTD lg2Bias<>(SB), X12
	VPBROADCASTQ lg2Half<>(SB), Y11
	VPBROADCASTQ lg2Abs<>(SB), Y10
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

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

DATA lg2Lo<>+0(SB)/4, $0x007fffff
GLOBL lg2Lo<>(SB), RODATA|NOPTR, $4
DATA lg2Hi<>+0(SB)/4, $0x7f800000
GLOBL lg2Hi<>(SB), RODATA|NOPTR, $4
DATA lg2Limit<>+0(SB)/8, $0x80000000
GLOBL lg2Limit<>(SB), RODATA|NOPTR, $8
DATA lg2SlopeBias<>+0(SB)/8, $0x40000000
GLOBL lg2SlopeBias<>(SB), RODATA|NOPTR, $8
DATA lg2Block<>+0(SB)/8, $63
GLOBL lg2Block<>(SB), RODATA|NOPTR, $8
DATA lg27d<>+0(SB)/4, $7
GLOBL lg27d<>(SB), RODATA|NOPTR, $4
DATA lg215d<>+0(SB)/4, $15
GLOBL lg215d<>(SB), RODATA|NOPTR, $4

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
	VMOVDQU lg2LowDwords<>(SB), Y15
	VPBROADCASTD lg2Lo<>(SB), X14
	VPBROADCASTD lg2Hi<>(SB), X13
	VPBROADCASTQ lg2Limit<>(SB), Y12
	VPBROADCASTQ lg2SlopeBias<>(SB), Y11
	VPBROADCASTQ lg2Block<>(SB), Y10
	VPBROADCASTD lg27d<>(SB), X9
	VPBROADCASTD lg215d<>(SB), X8
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
	VMOVMSKPD Y5, AX
	MOVQ R11, CX
	SHLQ CX, AX
	ORQ AX, R8
	ADDQ $4, R11
	CMPQ R11, $32
	JLT values
	NOTL R8
	MOVL R8, slow+32(FP)
	VZEROUPPER
	RET

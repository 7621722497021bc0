// cmpF32AVX2 and cmpF64AVX2 (fcmp.go): the three outcomes of comparing 32 lanes of floats,
// a < b, a > b and unordered (either NaN), in hardware, 4 lanes at a time as doubles (an f32
// converts to a double exactly, NaNs stay NaNs, -0 equals +0 as in PTX). The lanes are taken
// from the top down so that each group's bits shift in below the ones before.

#include "textflag.h"

DATA fcmpLowDwords<>+0(SB)/4, $0
DATA fcmpLowDwords<>+4(SB)/4, $2
DATA fcmpLowDwords<>+8(SB)/4, $4
DATA fcmpLowDwords<>+12(SB)/4, $6
DATA fcmpLowDwords<>+16(SB)/4, $0
DATA fcmpLowDwords<>+20(SB)/4, $2
DATA fcmpLowDwords<>+24(SB)/4, $4
DATA fcmpLowDwords<>+28(SB)/4, $6
GLOBL fcmpLowDwords<>(SB), RODATA|NOPTR, $32
DATA fcmpExp32<>+0(SB)/4, $0x7f800000
GLOBL fcmpExp32<>(SB), RODATA|NOPTR, $4

// func cmpF32AVX2(a, b *[32]uint64, ftz bool) (lt, gt, un uint32)
TEXT ·cmpF32AVX2(SB), NOSPLIT, $0-36
	MOVQ a+0(FP), SI
	MOVQ b+8(FP), DX
	MOVBQZX ftz+16(FP), R11
	VMOVDQU fcmpLowDwords<>(SB), Y15
	VPBROADCASTD fcmpExp32<>(SB), X14
	VPXOR X13, X13, X13
	XORQ R8, R8
	XORQ R9, R9
	XORQ R10, R10
	MOVQ $224, BX
f32loop:
	VPERMD (SI)(BX*1), Y15, Y0
	VPERMD (DX)(BX*1), Y15, Y1
	TESTQ R11, R11
	JEQ f32cvt
	// .ftz: a subnormal (exponent field 0) compares as zero.
	VPAND X14, X0, X2
	VPCMPEQD X13, X2, X2
	VPANDN X0, X2, X0
	VPAND X14, X1, X2
	VPCMPEQD X13, X2, X2
	VPANDN X1, X2, X1
f32cvt:
	VCVTPS2PD X0, Y0
	VCVTPS2PD X1, Y1
	VCMPPD $0x11, Y1, Y0, Y2 // LT_OQ
	VCMPPD $0x1e, Y1, Y0, Y3 // GT_OQ
	VCMPPD $0x03, Y1, Y0, Y4 // UNORD_Q
	VMOVMSKPD Y2, AX
	SHLQ $4, R8
	ORQ AX, R8
	VMOVMSKPD Y3, AX
	SHLQ $4, R9
	ORQ AX, R9
	VMOVMSKPD Y4, AX
	SHLQ $4, R10
	ORQ AX, R10
	SUBQ $32, BX
	JGE f32loop
	MOVL R8, lt+24(FP)
	MOVL R9, gt+28(FP)
	MOVL R10, un+32(FP)
	VZEROUPPER
	RET

// func cmpF64AVX2(a, b *[32]uint64) (lt, gt, un uint32)
TEXT ·cmpF64AVX2(SB), NOSPLIT, $0-28
	MOVQ a+0(FP), SI
	MOVQ b+8(FP), DX
	XORQ R8, R8
	XORQ R9, R9
	XORQ R10, R10
	MOVQ $224, BX
f64loop:
	VMOVUPD (SI)(BX*1), Y0
	VMOVUPD (DX)(BX*1), Y1
	VCMPPD $0x11, Y1, Y0, Y2 // LT_OQ
	VCMPPD $0x1e, Y1, Y0, Y3 // GT_OQ
	VCMPPD $0x03, Y1, Y0, Y4 // UNORD_Q
	VMOVMSKPD Y2, AX
	SHLQ $4, R8
	ORQ AX, R8
	VMOVMSKPD Y3, AX
	SHLQ $4, R9
	ORQ AX, R9
	VMOVMSKPD Y4, AX
	SHLQ $4, R10
	ORQ AX, R10
	SUBQ $32, BX
	JGE f64loop
	MOVL R8, lt+16(FP)
	MOVL R9, gt+20(FP)
	MOVL R10, un+24(FP)
	VZEROUPPER
	RET

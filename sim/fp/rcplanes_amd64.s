//go:build amd64

// rcpLanesAVX2 (lanes_amd64.go): the second pass of rcp's and div's warp functions, rcpFast
// of four lanes at a time: the reference 1/(1 + frac·2^-23) in float64 (the sum made exactly
// by placing frac in the mantissa of 1.0), rounded to f32, the code's delta, the exponent, and
// for div the product with the dividend in f32, a NaN canonical. It stores the lanes rcpFast
// answers and returns the others' bits (rcpFast false: code 3, or outside the normal range),
// which the caller leaves to the one-lane function; their d is not written (d may be a or b).

#include "textflag.h"

DATA rcpLowDwords<>+0(SB)/4, $0
DATA rcpLowDwords<>+4(SB)/4, $2
DATA rcpLowDwords<>+8(SB)/4, $4
DATA rcpLowDwords<>+12(SB)/4, $6
DATA rcpLowDwords<>+16(SB)/4, $0
DATA rcpLowDwords<>+20(SB)/4, $2
DATA rcpLowDwords<>+24(SB)/4, $4
DATA rcpLowDwords<>+28(SB)/4, $6
GLOBL rcpLowDwords<>(SB), RODATA|NOPTR, $32
DATA rcpFrac<>+0(SB)/8, $0x7fffff
GLOBL rcpFrac<>(SB), RODATA|NOPTR, $8
DATA rcpOne<>+0(SB)/8, $0x3ff0000000000000
GLOBL rcpOne<>(SB), RODATA|NOPTR, $8
DATA rcpBit<>+0(SB)/8, $1
GLOBL rcpBit<>(SB), RODATA|NOPTR, $8
DATA rcpFF<>+0(SB)/8, $0xff
GLOBL rcpFF<>(SB), RODATA|NOPTR, $8
DATA rcpBias<>+0(SB)/8, $127
GLOBL rcpBias<>(SB), RODATA|NOPTR, $8
DATA rcpTop<>+0(SB)/8, $255
GLOBL rcpTop<>(SB), RODATA|NOPTR, $8
DATA rcpSign<>+0(SB)/8, $0x80000000
GLOBL rcpSign<>(SB), RODATA|NOPTR, $8
DATA rcpNaN<>+0(SB)/4, $0x7fffffff
GLOBL rcpNaN<>(SB), RODATA|NOPTR, $4

// func rcpLanesAVX2(d, a, b *[32]uint64, code *[32]uint32, div bool) (rest uint32)
TEXT ·rcpLanesAVX2(SB), NOSPLIT, $0-44
	MOVQ d+0(FP), DI
	MOVQ a+8(FP), SI
	MOVQ b+16(FP), DX
	MOVQ code+24(FP), R12
	MOVBLZX div+32(FP), R9
	VMOVDQU rcpLowDwords<>(SB), Y15
	VPBROADCASTQ rcpFrac<>(SB), Y14
	VPBROADCASTQ rcpOne<>(SB), Y13
	VPBROADCASTQ rcpBit<>(SB), Y12
	VPBROADCASTQ rcpFF<>(SB), Y11
	VPBROADCASTQ rcpBias<>(SB), Y10
	VPBROADCASTQ rcpTop<>(SB), Y9
	VPBROADCASTQ rcpSign<>(SB), Y8
	VPBROADCASTD rcpNaN<>(SB), X7
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
	VMOVMSKPD Y4, AX
	MOVQ R11, CX
	SHLQ CX, AX
	ORQ AX, R8
	ADDQ $32, R10
	ADDQ $4, R11
	CMPQ R11, $32
	JLT loop
	NOTL R8
	MOVL R8, rest+40(FP)
	VZEROUPPER
	RET

DATA rcpFFd<>+0(SB)/4, $0xff
GLOBL rcpFFd<>(SB), RODATA|NOPTR, $4
DATA rcpTopd<>+0(SB)/4, $253
GLOBL rcpTopd<>(SB), RODATA|NOPTR, $4
DATA rcpFracd<>+0(SB)/4, $0x7fffff
GLOBL rcpFracd<>(SB), RODATA|NOPTR, $4
DATA rcp15d<>+0(SB)/4, $15
GLOBL rcp15d<>(SB), RODATA|NOPTR, $4
DATA rcp3d<>+0(SB)/4, $3
GLOBL rcp3d<>(SB), RODATA|NOPTR, $4

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
	VMOVDQU rcpLowDwords<>(SB), Y15
	VPBROADCASTD rcpFFd<>(SB), Y14
	VPBROADCASTD rcpTopd<>(SB), Y13
	VPBROADCASTD rcpFracd<>(SB), Y12
	VPBROADCASTD rcp15d<>(SB), Y11
	VPBROADCASTD rcp3d<>(SB), Y10
	VPXOR Y9, Y9, Y9
	XORQ R11, R11 // the first of the eight lanes
codes:
	VPERMD (SI)(R11*8), Y15, Y0
	VPERMD 32(SI)(R11*8), Y15, Y1
	VINSERTI128 $1, X1, Y0, Y0 // the eight lanes' f32 bits
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
	VPAND Y11, Y0, Y0
	VPADDD Y0, Y0, Y0 // the code's place in the dword
	VPSRLVD Y0, Y6, Y6
	VPAND Y10, Y6, Y6
	VPBLENDVB Y2, Y6, Y10, Y6 // 3 where not read
	VMOVDQU Y6, (DI)(R11*4)
	ADDQ $8, R11
	CMPQ R11, $32
	JLT codes
	VZEROUPPER
	RET

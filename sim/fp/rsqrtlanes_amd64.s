//go:build amd64

// rsqrtLanesAVX2 (lanes_amd64.go): rsqrt's warp function for positive normal inputs, as
// RsqrtApprox32Lanes' two passes. First, eight lanes at a time, each lane's 2-bit code from the
// aligned dword of codes that holds its entry (sqrtIndex's: the exponent's parity above the
// fraction), gathered so that the misses overlap, and 3 (no read) for the other lanes. Then,
// four at a time, the reference 1/sqrt of the entry's mantissa in [1, 4) in float64 rounded to
// f32, the code's delta, and the exponent halved. It stores the lanes it answers and returns
// the others' bits (code 3), whose d it leaves as it was.

#include "textflag.h"

DATA rsqLowDwords<>+0(SB)/4, $0
DATA rsqLowDwords<>+4(SB)/4, $2
DATA rsqLowDwords<>+8(SB)/4, $4
DATA rsqLowDwords<>+12(SB)/4, $6
DATA rsqLowDwords<>+16(SB)/4, $0
DATA rsqLowDwords<>+20(SB)/4, $2
DATA rsqLowDwords<>+24(SB)/4, $4
DATA rsqLowDwords<>+28(SB)/4, $6
GLOBL rsqLowDwords<>(SB), RODATA|NOPTR, $32
DATA rsqLo<>+0(SB)/4, $0x007fffff
GLOBL rsqLo<>(SB), RODATA|NOPTR, $4
DATA rsqHi<>+0(SB)/4, $0x7f800000
GLOBL rsqHi<>(SB), RODATA|NOPTR, $4
DATA rsqFrac<>+0(SB)/4, $0x7fffff
GLOBL rsqFrac<>(SB), RODATA|NOPTR, $4
DATA rsqParity<>+0(SB)/4, $0x800000
GLOBL rsqParity<>(SB), RODATA|NOPTR, $4
DATA rsq15<>+0(SB)/4, $15
GLOBL rsq15<>(SB), RODATA|NOPTR, $4
DATA rsq3<>+0(SB)/4, $3
GLOBL rsq3<>(SB), RODATA|NOPTR, $4
DATA rsqOne<>+0(SB)/4, $0x3f800000
GLOBL rsqOne<>(SB), RODATA|NOPTR, $4
DATA rsqOneD<>+0(SB)/8, $1.0
GLOBL rsqOneD<>(SB), RODATA|NOPTR, $8
DATA rsqBit<>+0(SB)/4, $1
GLOBL rsqBit<>(SB), RODATA|NOPTR, $4
DATA rsqBias<>+0(SB)/4, $127
GLOBL rsqBias<>(SB), RODATA|NOPTR, $4

// func rsqrtLanesAVX2(d, a *[32]uint64, code *[32]uint32, codes *byte) (rest uint32)
TEXT ·rsqrtLanesAVX2(SB), NOSPLIT, $0-36
	MOVQ d+0(FP), DI
	MOVQ a+8(FP), SI
	MOVQ code+16(FP), R12
	MOVQ codes+24(FP), DX
	VMOVDQU rsqLowDwords<>(SB), Y15
	VPBROADCASTD rsqLo<>(SB), Y14
	VPBROADCASTD rsqHi<>(SB), Y13
	VPBROADCASTD rsqFrac<>(SB), Y12
	VPBROADCASTD rsqParity<>(SB), Y11
	VPBROADCASTD rsq15<>(SB), Y10
	VPBROADCASTD rsq3<>(SB), Y9
	XORQ R11, R11
codes:
	VPERMD (SI)(R11*8), Y15, Y0
	VPERMD 32(SI)(R11*8), Y15, Y1
	VINSERTI128 $1, X1, Y0, Y0 // the eight lanes' f32 bits
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
	VPAND Y10, Y4, Y4
	VPADDD Y4, Y4, Y4
	VPSRLVD Y4, Y7, Y7
	VPAND Y9, Y7, Y7
	VPBLENDVB Y2, Y7, Y9, Y7 // 3 where not read
	VMOVDQU Y7, (R12)(R11*4)
	ADDQ $8, R11
	CMPQ R11, $32
	JLT codes
	VPBROADCASTD rsqOne<>(SB), X14
	VPBROADCASTQ rsqOneD<>(SB), Y13
	VPBROADCASTD rsqBit<>(SB), X10
	VPBROADCASTD rsqBias<>(SB), X8
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
	VMOVMSKPD Y5, AX
	MOVQ R11, CX
	SHLQ CX, AX
	ORQ AX, R8
	ADDQ $4, R11
	CMPQ R11, $32
	JLT lanes
	NOTL R8
	MOVL R8, rest+32(FP)
	VZEROUPPER
	RET

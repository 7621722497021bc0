//go:build amd64

// ex2LanesAVX2 (lanes_amd64.go): the second pass of ex2's warp function four lanes at a time,
// as Ex2Approx32Lanes' loop: the reference ex2Ref(i) as the product of its two factors
// (ex2RefParts, gathered), rounded to f32, less one on the negative side, plus the code's
// delta, scaled by 2^n (x >= 0) or 2^-n (x < 0, where the result stays normal). It stores the
// lanes it answers and returns the others' bits (code 3, or a subnormal result), whose d it
// leaves as it was.

#include "textflag.h"

DATA ex2Frac<>+0(SB)/8, $0x7fffff
GLOBL ex2Frac<>(SB), RODATA|NOPTR, $8
DATA ex2FF<>+0(SB)/8, $0xff
GLOBL ex2FF<>(SB), RODATA|NOPTR, $8
DATA ex2Bit<>+0(SB)/8, $1
GLOBL ex2Bit<>(SB), RODATA|NOPTR, $8
DATA ex2Coarse<>+0(SB)/8, $2047
GLOBL ex2Coarse<>(SB), RODATA|NOPTR, $8
DATA ex2Fine<>+0(SB)/8, $4095
GLOBL ex2Fine<>(SB), RODATA|NOPTR, $8

// func ex2LanesAVX2(d *[32]uint64, key *[32]uint32, code *[32]uint32, ref *ex2RefParts) (rest uint32)
TEXT ·ex2LanesAVX2(SB), NOSPLIT, $0-36
	MOVQ d+0(FP), DI
	MOVQ key+8(FP), SI
	MOVQ code+16(FP), R12
	MOVQ ref+24(FP), DX // coarse [2][2048]float64
	LEAQ 32768(DX), BX // fine [2][4096]float64
	VPBROADCASTQ ex2Frac<>(SB), Y15
	VPBROADCASTQ ex2FF<>(SB), Y14
	VPBROADCASTQ ex2Bit<>(SB), Y13
	VPBROADCASTQ ex2Coarse<>(SB), Y12
	VPBROADCASTQ ex2Fine<>(SB), Y11
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
	VMOVMSKPD Y4, AX
	MOVQ R11, CX
	SHLQ CX, AX
	ORQ AX, R8
	ADDQ $4, R11
	CMPQ R11, $32
	JLT loop
	NOTL R8
	MOVL R8, rest+32(FP)
	VZEROUPPER
	RET

DATA ex2LowDwords<>+0(SB)/4, $0
DATA ex2LowDwords<>+4(SB)/4, $2
DATA ex2LowDwords<>+8(SB)/4, $4
DATA ex2LowDwords<>+12(SB)/4, $6
DATA ex2LowDwords<>+16(SB)/4, $0
DATA ex2LowDwords<>+20(SB)/4, $2
DATA ex2LowDwords<>+24(SB)/4, $4
DATA ex2LowDwords<>+28(SB)/4, $6
GLOBL ex2LowDwords<>(SB), RODATA|NOPTR, $32
DATA ex2Absd<>+0(SB)/4, $0x7fffffff
GLOBL ex2Absd<>(SB), RODATA|NOPTR, $4
DATA ex2Top<>+0(SB)/4, $126.0
GLOBL ex2Top<>(SB), RODATA|NOPTR, $4
DATA ex2Scale<>+0(SB)/4, $0x4b000000 // 2^23
GLOBL ex2Scale<>(SB), RODATA|NOPTR, $4
DATA ex2Signd<>+0(SB)/4, $0x80000000
GLOBL ex2Signd<>(SB), RODATA|NOPTR, $4
DATA ex215d<>+0(SB)/4, $15
GLOBL ex215d<>(SB), RODATA|NOPTR, $4
DATA ex23d<>+0(SB)/4, $3
GLOBL ex23d<>(SB), RODATA|NOPTR, $4

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
	VMOVDQU ex2LowDwords<>(SB), Y15
	VPBROADCASTD ex2Absd<>(SB), Y14
	VPBROADCASTD ex2Top<>(SB), Y13
	VPBROADCASTD ex2Scale<>(SB), Y12
	VPBROADCASTD ex2Signd<>(SB), Y11
	VPBROADCASTD ex215d<>(SB), Y10
	VPBROADCASTD ex23d<>(SB), Y9
	VPXOR Y8, Y8, Y8
	XORQ R11, R11 // the first of the eight lanes
keys:
	VPERMD (SI)(R11*8), Y15, Y0
	VPERMD 32(SI)(R11*8), Y15, Y1
	VINSERTI128 $1, X1, Y0, Y0 // the eight lanes' f32 bits
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
	VPAND Y10, Y4, Y4
	VPADDD Y4, Y4, Y4 // the code's place in the dword
	VPSRLVD Y4, Y7, Y7
	VPAND Y9, Y7, Y7
	VPBLENDVB Y2, Y7, Y9, Y7 // 3 where not read
	VMOVDQU Y7, (R12)(R11*4)
	ADDQ $8, R11
	CMPQ R11, $32
	JLT keys
	VZEROUPPER
	RET

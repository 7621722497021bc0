//go:build amd64

// Coalesced 32-bit accesses (fastmem.go).

#include "textflag.h"

// LANES_MATCH(step): AX = 15 when every lane's address a[l] (SI = a) equals Y15's lane l mod 4
// plus step*(l/4), else less; Y15 holds lanes 0-3's expected addresses. Clobbers Y0, Y13-Y15.
#define LANES_MATCH(step) \
	MOVQ $step, AX; VMOVQ AX, X14; VPBROADCASTQ X14, Y14; \
	VPCMPEQQ 0(SI), Y15, Y13; \
	VPADDQ Y14, Y15, Y15; VPCMPEQQ 32(SI), Y15, Y0; VPAND Y0, Y13, Y13; \
	VPADDQ Y14, Y15, Y15; VPCMPEQQ 64(SI), Y15, Y0; VPAND Y0, Y13, Y13; \
	VPADDQ Y14, Y15, Y15; VPCMPEQQ 96(SI), Y15, Y0; VPAND Y0, Y13, Y13; \
	VPADDQ Y14, Y15, Y15; VPCMPEQQ 128(SI), Y15, Y0; VPAND Y0, Y13, Y13; \
	VPADDQ Y14, Y15, Y15; VPCMPEQQ 160(SI), Y15, Y0; VPAND Y0, Y13, Y13; \
	VPADDQ Y14, Y15, Y15; VPCMPEQQ 192(SI), Y15, Y0; VPAND Y0, Y13, Y13; \
	VPADDQ Y14, Y15, Y15; VPCMPEQQ 224(SI), Y15, Y0; VPAND Y0, Y13, Y13; \
	VMOVMSKPD Y13, AX

DATA seqStep<>+0(SB)/8, $0
DATA seqStep<>+8(SB)/8, $4
DATA seqStep<>+16(SB)/8, $8
DATA seqStep<>+24(SB)/8, $12
GLOBL seqStep<>(SB), RODATA|NOPTR, $32
DATA seqLowDwords<>+0(SB)/4, $0
DATA seqLowDwords<>+4(SB)/4, $2
DATA seqLowDwords<>+8(SB)/4, $4
DATA seqLowDwords<>+12(SB)/4, $6
DATA seqLowDwords<>+16(SB)/4, $0
DATA seqLowDwords<>+20(SB)/4, $2
DATA seqLowDwords<>+24(SB)/4, $4
DATA seqLowDwords<>+28(SB)/4, $6
GLOBL seqLowDwords<>(SB), RODATA|NOPTR, $32

// func ld32Seq(d, a *[32]uint64, p unsafe.Pointer) bool: when a[l] = a[0]+4l for every lane, d[l]
// = the little-endian word at p+4l (p is a[0]'s address in host memory, checked by the caller)
// and true; else false and d untouched.
TEXT ·ld32Seq(SB), NOSPLIT, $0-25
	MOVQ a+8(FP), SI
	VPBROADCASTQ 0(SI), Y15
	VPADDQ seqStep<>(SB), Y15, Y15
	LANES_MATCH(16)
	CMPQ AX, $15
	JNE ldno
	MOVQ d+0(FP), DI
	MOVQ p+16(FP), DX
	PREFETCHT0 4096(DX)
	VPMOVZXDQ 0(DX), Y0
	VPMOVZXDQ 16(DX), Y1
	VPMOVZXDQ 32(DX), Y2
	VPMOVZXDQ 48(DX), Y3
	VPMOVZXDQ 64(DX), Y4
	VPMOVZXDQ 80(DX), Y5
	VPMOVZXDQ 96(DX), Y6
	VPMOVZXDQ 112(DX), Y7
	VMOVDQU Y0, 0(DI)
	VMOVDQU Y1, 32(DI)
	VMOVDQU Y2, 64(DI)
	VMOVDQU Y3, 96(DI)
	VMOVDQU Y4, 128(DI)
	VMOVDQU Y5, 160(DI)
	VMOVDQU Y6, 192(DI)
	VMOVDQU Y7, 224(DI)
	VZEROUPPER
	MOVB $1, ret+24(FP)
	RET
ldno:
	VZEROUPPER
	MOVB $0, ret+24(FP)
	RET

// func st32Seq(v, a *[32]uint64, p unsafe.Pointer) bool: when a[l] = a[0]+4l for every lane, the
// low words of v go to p+4l (p checked by the caller) and true; else false and nothing stored.
TEXT ·st32Seq(SB), NOSPLIT, $0-25
	MOVQ a+8(FP), SI
	VPBROADCASTQ 0(SI), Y15
	VPADDQ seqStep<>(SB), Y15, Y15
	LANES_MATCH(16)
	CMPQ AX, $15
	JNE stno
	MOVQ v+0(FP), DI
	MOVQ p+16(FP), DX
	PREFETCHT0 4096(DX)
	VMOVDQU seqLowDwords<>(SB), Y12
	VPERMD 0(DI), Y12, Y0
	VMOVDQU X0, 0(DX)
	VPERMD 32(DI), Y12, Y0
	VMOVDQU X0, 16(DX)
	VPERMD 64(DI), Y12, Y0
	VMOVDQU X0, 32(DX)
	VPERMD 96(DI), Y12, Y0
	VMOVDQU X0, 48(DX)
	VPERMD 128(DI), Y12, Y0
	VMOVDQU X0, 64(DX)
	VPERMD 160(DI), Y12, Y0
	VMOVDQU X0, 80(DX)
	VPERMD 192(DI), Y12, Y0
	VMOVDQU X0, 96(DX)
	VPERMD 224(DI), Y12, Y0
	VMOVDQU X0, 112(DX)
	VZEROUPPER
	MOVB $1, ret+24(FP)
	RET
stno:
	VZEROUPPER
	MOVB $0, ret+24(FP)
	RET

// func ld32Halves(d, a *[32]uint64, p unsafe.Pointer, off, last uint64) bool: the two half-warp
// patterns of a shared-memory tile's reads (sgemm's As[ty][k] and Bs[k][tx] in a 16x16 block):
// either each half reads one address (a[0..15] all a[0], a[16..31] all a[16]: two words, each
// filled into its half) or both halves read one sequence (a[l] = a[0]+4l and a[16+l] = a[l] for
// l < 16: 16 words, copied into both halves). Lane l's word is at p + a[l] + off, which must be
// aligned and at most last, as memFull32Warp's lane loop requires. True when one pattern holds
// and every lane is in range: d[l] = the zero-extended word; else false and d untouched. Every
// address is read before d is written (d may be a).
TEXT ·ld32Halves(SB), NOSPLIT, $0-41
	MOVQ a+8(FP), SI
	MOVQ 0(SI), AX
	MOVQ 128(SI), BX
	VPBROADCASTQ 0(SI), Y15
	VPBROADCASTQ 128(SI), Y14
	VPCMPEQQ 0(SI), Y15, Y0
	VPCMPEQQ 32(SI), Y15, Y1
	VPAND Y1, Y0, Y0
	VPCMPEQQ 64(SI), Y15, Y1
	VPAND Y1, Y0, Y0
	VPCMPEQQ 96(SI), Y15, Y1
	VPAND Y1, Y0, Y0
	VPCMPEQQ 128(SI), Y14, Y1
	VPAND Y1, Y0, Y0
	VPCMPEQQ 160(SI), Y14, Y1
	VPAND Y1, Y0, Y0
	VPCMPEQQ 192(SI), Y14, Y1
	VPAND Y1, Y0, Y0
	VPCMPEQQ 224(SI), Y14, Y1
	VPAND Y1, Y0, Y0
	VMOVMSKPD Y0, CX
	CMPQ CX, $15
	JNE halfseq
	// Two broadcasts: words at a[0]+off and a[16]+off.
	MOVQ off+24(FP), R8
	MOVQ last+32(FP), R9
	ADDQ R8, AX
	ADDQ R8, BX
	CMPQ AX, R9
	JHI halfno
	CMPQ BX, R9
	JHI halfno
	MOVQ AX, CX
	ORQ BX, CX
	TESTQ $3, CX
	JNE halfno
	MOVQ p+16(FP), DX
	MOVL (DX)(AX*1), R10
	MOVL (DX)(BX*1), R11
	VMOVQ R10, X0
	VPBROADCASTQ X0, Y0
	VMOVQ R11, X1
	VPBROADCASTQ X1, Y1
	MOVQ d+0(FP), DI
	VMOVDQU Y0, 0(DI)
	VMOVDQU Y0, 32(DI)
	VMOVDQU Y0, 64(DI)
	VMOVDQU Y0, 96(DI)
	VMOVDQU Y1, 128(DI)
	VMOVDQU Y1, 160(DI)
	VMOVDQU Y1, 192(DI)
	VMOVDQU Y1, 224(DI)
	VZEROUPPER
	MOVB $1, ret+40(FP)
	RET
halfseq:
	// One sequence read by both halves.
	VPADDQ seqStep<>(SB), Y15, Y13
	MOVQ $16, CX
	VMOVQ CX, X12
	VPBROADCASTQ X12, Y12
	VPCMPEQQ 0(SI), Y13, Y0
	VPCMPEQQ 128(SI), Y13, Y1
	VPAND Y1, Y0, Y0
	VPADDQ Y12, Y13, Y13
	VPCMPEQQ 32(SI), Y13, Y1
	VPAND Y1, Y0, Y0
	VPCMPEQQ 160(SI), Y13, Y1
	VPAND Y1, Y0, Y0
	VPADDQ Y12, Y13, Y13
	VPCMPEQQ 64(SI), Y13, Y1
	VPAND Y1, Y0, Y0
	VPCMPEQQ 192(SI), Y13, Y1
	VPAND Y1, Y0, Y0
	VPADDQ Y12, Y13, Y13
	VPCMPEQQ 96(SI), Y13, Y1
	VPAND Y1, Y0, Y0
	VPCMPEQQ 224(SI), Y13, Y1
	VPAND Y1, Y0, Y0
	VMOVMSKPD Y0, CX
	CMPQ CX, $15
	JNE halfno
	// Lanes 0..15 at a[0]+off .. a[0]+off+60: aligned, the last at most last.
	MOVQ off+24(FP), R8
	MOVQ last+32(FP), R9
	ADDQ R8, AX
	TESTQ $3, AX
	JNE halfno
	CMPQ R9, $60
	JCS halfno
	SUBQ $60, R9
	CMPQ AX, R9
	JHI halfno
	MOVQ p+16(FP), DX
	VPMOVZXDQ (DX)(AX*1), Y0
	VPMOVZXDQ 16(DX)(AX*1), Y1
	VPMOVZXDQ 32(DX)(AX*1), Y2
	VPMOVZXDQ 48(DX)(AX*1), Y3
	MOVQ d+0(FP), DI
	VMOVDQU Y0, 0(DI)
	VMOVDQU Y1, 32(DI)
	VMOVDQU Y2, 64(DI)
	VMOVDQU Y3, 96(DI)
	VMOVDQU Y0, 128(DI)
	VMOVDQU Y1, 160(DI)
	VMOVDQU Y2, 192(DI)
	VMOVDQU Y3, 224(DI)
	VZEROUPPER
	MOVB $1, ret+40(FP)
	RET
halfno:
	VZEROUPPER
	MOVB $0, ret+40(FP)
	RET

// func ld32Same(d, a *[32]uint64, p unsafe.Pointer) bool
TEXT ·ld32Same(SB), NOSPLIT, $0-25
	MOVQ a+8(FP), SI
	VPBROADCASTQ 0(SI), Y15
	LANES_MATCH(0)
	CMPQ AX, $15
	JNE sameno
	MOVQ d+0(FP), DI
	MOVQ p+16(FP), DX
	MOVL 0(DX), AX
	VMOVQ AX, X0
	VPBROADCASTQ X0, Y0
	VMOVDQU Y0, 0(DI)
	VMOVDQU Y0, 32(DI)
	VMOVDQU Y0, 64(DI)
	VMOVDQU Y0, 96(DI)
	VMOVDQU Y0, 128(DI)
	VMOVDQU Y0, 160(DI)
	VMOVDQU Y0, 192(DI)
	VMOVDQU Y0, 224(DI)
	VZEROUPPER
	MOVB $1, ret+24(FP)
	RET
sameno:
	VZEROUPPER
	MOVB $0, ret+24(FP)
	RET

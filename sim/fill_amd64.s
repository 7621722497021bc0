#include "textflag.h"

// func fillCTAAVX2(f *ctaFillAt, n int, ctaid *[3]uint32): for each of the n fills at f (hot.go's
// ctaFillAt: d at 0, exist at 8, dim at 12), d[l] = ctaid[dim] for the lanes l in exist: the
// CTA's prologue of warm warps (cta.fillCTA), one call for every warp and read.
TEXT ·fillCTAAVX2(SB), NOSPLIT, $0-24
	MOVQ f+0(FP), SI
	MOVQ n+8(FP), CX
	MOVQ ctaid+16(FP), DX
	TESTQ CX, CX
	JZ done
loop:
	MOVQ 0(SI), DI
	MOVL 8(SI), AX
	MOVLQSX 12(SI), BX
	MOVL (DX)(BX*4), R8
	CMPL AX, $-1
	JNE partial
	MOVQ R8, X0
	VPBROADCASTQ X0, Y0
	VMOVDQU Y0, 0(DI)
	VMOVDQU Y0, 32(DI)
	VMOVDQU Y0, 64(DI)
	VMOVDQU Y0, 96(DI)
	VMOVDQU Y0, 128(DI)
	VMOVDQU Y0, 160(DI)
	VMOVDQU Y0, 192(DI)
	VMOVDQU Y0, 224(DI)
next:
	ADDQ $16, SI
	DECQ CX
	JNZ loop
	VZEROUPPER
done:
	RET
partial:
	TESTL AX, AX
	JZ next
lanes:
	BSFL AX, R9
	MOVQ R8, (DI)(R9*8)
	LEAL -1(AX), R10
	ANDL R10, AX
	JNZ lanes
	JMP next

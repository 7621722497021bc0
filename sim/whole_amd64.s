#include "textflag.h"

// func load16(v *[16]byte, p unsafe.Pointer)
TEXT ·load16(SB), NOSPLIT, $0-16
	MOVQ v+0(FP), DI
	MOVQ p+8(FP), SI
	MOVO (SI), X0
	MOVOU X0, (DI)
	RET

// func store16(p unsafe.Pointer, v *[16]byte)
TEXT ·store16(SB), NOSPLIT, $0-16
	MOVQ p+0(FP), DI
	MOVQ v+8(FP), SI
	MOVOU (SI), X0
	MOVO X0, (DI)
	RET

// func load16Run(packed *[512]byte, p unsafe.Pointer, stride uint64)
TEXT ·load16Run(SB), NOSPLIT, $0-24
	MOVQ packed+0(FP), DI
	MOVQ p+8(FP), SI
	MOVQ stride+16(FP), CX
	MOVQ $32, DX
loadloop:
	MOVO (SI), X0
	MOVOU X0, (DI)
	ADDQ CX, SI
	ADDQ $16, DI
	DECQ DX
	JNZ loadloop
	RET

// func store16Run(p unsafe.Pointer, packed *[512]byte, stride uint64)
TEXT ·store16Run(SB), NOSPLIT, $0-24
	MOVQ p+0(FP), DI
	MOVQ packed+8(FP), SI
	MOVQ stride+16(FP), CX
	MOVQ $32, DX
storeloop:
	MOVOU (SI), X0
	MOVO X0, (DI)
	ADDQ $16, SI
	ADDQ CX, DI
	DECQ DX
	JNZ storeloop
	RET

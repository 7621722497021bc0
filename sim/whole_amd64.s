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

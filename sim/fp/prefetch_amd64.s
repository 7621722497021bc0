//go:build amd64

#include "textflag.h"

// func touchLines(lines *[64]unsafe.Pointer, n int)
TEXT ·touchLines(SB), NOSPLIT, $0-16
	MOVQ lines+0(FP), SI
	MOVQ n+8(FP), CX
	TESTQ CX, CX
	JLE done
loop:
	MOVQ (SI), AX
	PREFETCHT0 (AX)
	ADDQ $8, SI
	DECQ CX
	JNZ loop
done:
	RET

//go:build amd64 && linux

#include "textflag.h"

// func callRun(code uintptr, regs *[32]uint64, mem *jitMem) int: calls a compiled run
// (jit_amd64.go) with the register file's base in DI and the memory it may access in SI; the run
// returns the count of members it ran in AX. It uses no stack, calls nothing, leaves R12-R15
// alone and ends with VZEROUPPER.
TEXT ·callRun(SB), NOSPLIT, $0-32
	MOVQ regs+8(FP), DI
	MOVQ mem+16(FP), SI
	MOVQ code+0(FP), AX
	CALL AX
	MOVQ AX, ret+24(FP)
	RET

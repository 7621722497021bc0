//go:build amd64 && linux

#include "textflag.h"

// func callRun(code uintptr, regs *[32]uint64, mem *jitMem) (ran, next, quiet int): calls a
// compiled run (jit_amd64.go) with the register file's base in DI and what else it reads in SI;
// the run returns its results in AX, DX and CX. It uses no stack, calls nothing, leaves R14 and
// R15 alone (it uses R12 and R13 for the shared access checks' flags: ABI0 code may clobber
// them) and ends with VZEROUPPER.
TEXT ·callRun(SB), NOSPLIT, $0-48
	MOVQ regs+8(FP), DI
	MOVQ mem+16(FP), SI
	MOVQ code+0(FP), AX
	CALL AX
	MOVQ AX, ran+24(FP)
	MOVQ DX, next+32(FP)
	MOVQ CX, quiet+40(FP)
	RET

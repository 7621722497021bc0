//go:build amd64 && linux

#include "textflag.h"

// func callRun(code uintptr, regs *[32]uint64): jumps to a compiled run (jit_amd64.go) with the
// register file's base in DI. The run's RET returns to callRun's caller: it uses no stack,
// calls nothing, leaves R14 and R15 alone and ends with VZEROUPPER.
TEXT ·callRun(SB), NOSPLIT|NOFRAME, $0-16
	MOVQ regs+8(FP), DI
	MOVQ code+0(FP), AX
	JMP AX

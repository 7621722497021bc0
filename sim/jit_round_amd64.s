//go:build amd64 && linux

#include "textflag.h"
#include "go_asm.h"

// func roundTurns(s *roundState) (other int): round's turns (jit_amd64.go). The state lives in
// *s (R14), the current warp in BX, and in R15 across a call: compiled code keeps R14 and R15
// (callRun's contract), and the ABI wrapper restores R14 for Go.
TEXT ·roundTurns(SB), NOSPLIT, $0-16
	MOVQ s+0(FP), R14
	MOVQ roundState_cur(R14), AX
	MOVQ roundState_warps(R14), BX
	MOVQ (BX)(AX*8), BX
	// (The blocks that end a turn come before turn, into which the last falls: a steady turn,
	// fastArrive's, takes no jump between its arrival and the next warp's turn.)
	JMP turn

fastComplete:
	// w's arrival completes the barrier: arrive's work, what afterRun and barAt would test
	// tested above (the bar.sync is barPC's, so no warp ended; ran < lim), and the turn goes
	// on past the bar.sync with the run's counts and the bar.sync's (next).
	INCL warp_pc(BX)
	MOVQ $0, roundState_arrived(R14)
	LEAQ 1(AX), SI
	MOVQ SI, roundState_n(R14)
	SUBQ CX, AX
	INCQ AX
	SHLQ $5, AX
	MOVQ AX, roundState_tinstr(R14)
	JMP next

fastArrive:
	INCQ DI
	CMPQ DI, roundState_nwarps(R14)
	JEQ fastComplete
	// w arrives and waits, its counts (ran + the bar.sync) added at once.
	INCL warp_pc(BX)
	MOVQ DI, roundState_arrived(R14)
	MOVL SI, roundState_id(R14)
	INCQ AX
	ADDQ AX, warp_count(BX)
	ADDQ AX, roundState_winstr(R14)
	SUBQ CX, AX
	SHLQ $5, AX
	ADDQ AX, roundState_ctinstr(R14)
	MOVBLZX roundState_barStraight(R14), R8
	MOVB R8, warp_startsStraight(BX)
	// nextWarp's work less its zeroing of n and tinstr: this turn left them 0.
	MOVQ roundState_next(R14), AX
	MOVQ AX, roundState_cur(R14)

nextTurn:
	MOVQ roundState_warps(R14), BX
	MOVQ (BX)(AX*8), BX
	CMPB warp_startsStraight(BX), $0
	JEQ out // (a warp the round passed is ready: none ends in a round)
	MOVB $0, warp_startsStraight(BX)
	// lim = min(limit, budget - w.count)
	MOVQ roundState_budget(R14), DX
	SUBQ warp_count(BX), DX
	CMPQ DX, roundState_limit(R14)
	JLE setLim
	MOVQ roundState_limit(R14), DX

setLim:
	MOVQ DX, roundState_lim(R14)

turn:
	// AX = the current warp's index, BX = the warp.
	// A slice pass's worth of turns at most (Go cannot preempt this code): the round ends
	// before the next turn, the current warp's turn not begun.
	MOVQ roundState_winstr(R14), DX
	CMPQ DX, roundState_most(R14)
	JGE out
	// BX = the current warp; round's tests, at the warp's first turn in the round (neither
	// compiled runs nor the round's waits change what they test): whole, at top level, no group
	// pending, no barrier wait, no suspended call.
	// Start reading the next warp's fields that its turn reads first: by then the turns
	// between have pushed its lines out of the first-level cache, and each such read stalled
	// the round (perf: the next warp's startsStraight and its pc's instruction).
	LEAQ 1(AX), DX
	CMPQ DX, roundState_nwarps(R14)
	JNE prefetch
	XORL DX, DX

prefetch:
	MOVQ DX, roundState_next(R14) // the warp after this turn (its wait's next)
	MOVQ roundState_warps(R14), SI
	MOVQ (SI)(DX*8), DX
	PREFETCHT0 warp_r(DX)
	PREFETCHT0 warp_pc(DX)
	PREFETCHT0 warp_frameDepth(DX)
	PREFETCHT0 (warp_jm+jitMem_budget)(DX)
	PREFETCHT0 warp_count(DX)
	PREFETCHT0 warp_barWait(DX)
	PREFETCHT0 warp_startsStraight(DX)
	MOVQ roundState_tested(R14), DX
	BTSQ AX, DX
	JCS fast
	MOVQ DX, roundState_tested(R14)
	CMPL warp_active(BX), $const_fullMask
	JNE out
	CMPL warp_rpc(BX), $const_noPending
	JNE out
	CMPL warp_barWait(BX), $0
	JNE out
	MOVQ (warp_stack+8)(BX), CX
	CMPQ CX, warp_frameDepth(BX)
	JNE out
	CMPQ (warp_suspended+8)(BX), $0
	JNE out
	// The warp's rpc is noPending (tested) through the round: its calls need not set it.
	MOVQ $const_noPending, (warp_jm+jitMem_rpc)(BX)

fast:
	// A turn begins (n = tinstr = 0). Where it starts at the run the latest turn decoded (the
	// pc a barrier's waiting warps resume at), it calls that run's code without decoding it;
	// where the run ends at the bar.sync the latest turn found (roundState's cache) and the
	// warp waits there, the turn ends with its counts in registers (fastArrive: reduce's turns
	// but the last arrival's). Anything else goes the general way: next, or afterRun after the
	// call, with the state they expect.
	MOVLQSX warp_pc(BX), DX
	CMPQ DX, roundState_runPC(R14)
	JNE next
	MOVQ roundState_lim(R14), SI
	CMPQ SI, roundState_runLen(R14)
	JLT out // (as next and run: the run is not empty, so this is n >= lim too)
	MOVQ SI, (warp_jm+jitMem_budget)(BX)
	MOVQ $0, (warp_jm+jitMem_quiet)(BX)
	MOVQ BX, R15
	MOVQ warp_r(BX), DI
	LEAQ warp_jm(BX), SI
	MOVQ roundState_runCode(R14), AX
	CALL AX
	// AX = ran, DX = next, CX = quiet
	MOVQ R15, BX
	TESTQ AX, AX
	JEQ out
	MOVL DX, warp_pc(BX)
	// barAt's tests at the bar.sync afterRun found last (barPC: -1 once a warp ended), before
	// anything changes: fastOther goes the general way from here.
	CMPQ AX, roundState_lim(R14)
	JGE fastOther
	CMPQ DX, roundState_barPC(R14)
	JNE fastOther
	MOVL roundState_barID(R14), SI
	MOVQ roundState_arrived(R14), DI
	TESTQ DI, DI
	JEQ fastArrive
	CMPL SI, roundState_id(R14)
	JEQ fastArrive

fastOther:
	// The general way on after the run: its counts as run's.
	MOVQ AX, SI
	MOVQ AX, roundState_n(R14)
	SUBQ CX, AX
	SHLQ $5, AX
	MOVQ AX, roundState_tinstr(R14)
	// At the ret a turn ended its warp at last (retPC), ret's tests of the warp and the round
	// without afterRun's and dispatch's decoding (reduce's warps after its last barrier).
	CMPQ DX, roundState_retPC(R14)
	JNE afterRun
	MOVQ SI, CX
	CMPQ CX, roundState_lim(R14)
	JGE out
	JMP retAt

next:
	// CX = n; DX = w.pc, then &code[w.pc]
	MOVQ roundState_n(R14), CX
	CMPQ CX, roundState_lim(R14)
	JGE out
	MOVLQSX warp_pc(BX), DX

dispatch:
	IMUL3Q $inst__size, DX, DX
	ADDQ roundState_code(R14), DX
	MOVWLZX inst_op(DX), AX
	CMPL AX, $const_opRun
	JEQ run
	CMPL AX, $const_opBar
	JEQ bar
	CMPL AX, $const_opRet
	JEQ ret

other:
	MOVQ $1, other+8(FP)
	RET

out:
	MOVQ $0, other+8(FP)
	RET

run:
	// straight's case where no group reconverges: the run whole, within the turn's limit.
	MOVLQSX (inst_x+12)(DX), AX
	TESTQ AX, AX
	JEQ out
	MOVLQSX (inst_x+4)(DX), SI
	ADDQ roundState_base(R14), AX
	DECQ AX
	// The run a turn may start at next (fast).
	MOVLQSX warp_pc(BX), DI
	MOVQ DI, roundState_runPC(R14)
	MOVQ AX, roundState_runCode(R14)
	MOVQ SI, roundState_runLen(R14)
	ADDQ CX, SI
	CMPQ SI, roundState_lim(R14)
	JGT out
	MOVQ roundState_lim(R14), SI
	SUBQ CX, SI
	MOVQ SI, (warp_jm+jitMem_budget)(BX)
	MOVQ $0, (warp_jm+jitMem_quiet)(BX)
	MOVQ BX, R15 // (compiled code keeps R14 and R15)
	MOVQ warp_r(BX), DI
	LEAQ warp_jm(BX), SI
	CALL AX
	// AX = ran, DX = next, CX = quiet
	MOVQ R15, BX
	TESTQ AX, AX
	JEQ out // the compiled code did nothing: exec makes the first member alone
	MOVQ roundState_n(R14), SI
	ADDQ AX, SI
	MOVQ SI, roundState_n(R14)
	SUBQ CX, AX
	SHLQ $5, AX
	ADDQ AX, roundState_tinstr(R14)
	MOVL DX, warp_pc(BX)

afterRun:
	// SI = n, DX = w.pc. next's work, a round's bar.sync tested first (each of reduce's turns
	// ends at one).
	MOVQ SI, CX
	CMPQ CX, roundState_lim(R14)
	JGE out
	MOVQ roundState_bars(R14), SI
	MOVBLZX (SI)(DX*1), R8
	MOVL R8, SI
	ANDL $const_roundBarID, SI
	DECL SI
	CMPL SI, $16
	JAE dispatch
	// The bar.sync a turn's run may end at next (fast), where no warp ended (barAt's test).
	CMPB roundState_ended(R14), $0
	JNE barAt
	MOVQ DX, roundState_barPC(R14)
	MOVL SI, roundState_barID(R14)
	MOVL R8, DI
	SHRL $7, DI
	MOVB DI, roundState_barStraight(R14)
	JMP barAt

bar:
	// SI = the barrier id (roundBar's, less one), or out of range: not a round's bar.sync; R8
	// = roundBar's entry.
	MOVLQSX warp_pc(BX), AX
	MOVQ roundState_bars(R14), SI
	MOVBLZX (SI)(AX*1), R8
	MOVL R8, SI
	ANDL $const_roundBarID, SI
	DECL SI
	CMPL SI, $16
	JAE out

barAt:
	CMPB roundState_ended(R14), $0
	JNE out // a warp ended in this round: the barrier completes at fewer arrivals (barSync's)
	MOVQ roundState_arrived(R14), DI
	TESTQ DI, DI
	JEQ arrive
	CMPL SI, roundState_id(R14)
	JNE out

arrive:
	INCL warp_pc(BX)
	INCQ CX
	MOVQ CX, roundState_n(R14)
	ADDQ $32, roundState_tinstr(R14)
	INCQ DI
	CMPQ DI, roundState_nwarps(R14)
	JNE wait
	MOVQ $0, roundState_arrived(R14) // complete: the last arrival's turn goes on
	JMP next

wait:
	// w waits: its turn ends; its counts are added at once.
	MOVQ DI, roundState_arrived(R14)
	MOVL SI, roundState_id(R14)
	ADDQ CX, warp_count(BX)
	ADDQ CX, roundState_winstr(R14)
	MOVQ roundState_tinstr(R14), AX
	ADDQ AX, roundState_ctinstr(R14)
	// w.startsStraight = straightAt[w.pc] (roundBar's entry has it)
	SHRL $7, R8
	MOVB R8, warp_startsStraight(BX)
	// The next warp in cyclic order, whose turn starts with no counts.
	MOVQ roundState_next(R14), AX

nextWarp:
	MOVQ AX, roundState_cur(R14)
	MOVQ $0, roundState_n(R14)
	MOVQ $0, roundState_tinstr(R14)
	JMP nextTurn

ret:
	// straight's case (round takes it where no warp waits and the next warp's turn starts
	// straight): the whole warp exits at top level, no group pending, and its turn ends as
	// slice ends a warp's last turn. Else round and slice take it.
	CMPW inst_guard(DX), $0
	JGE other

retAt:
	CMPQ (warp_frames+8)(BX), $0
	JNE other
	CMPQ (warp_parked+8)(BX), $0
	JNE other
	CMPQ roundState_arrived(R14), $0
	JNE other
	MOVQ roundState_next(R14), AX
	MOVQ roundState_warps(R14), DI
	MOVQ (DI)(AX*8), DI
	CMPB warp_startsStraight(DI), $0
	JEQ other
	MOVLQSX warp_pc(BX), DX
	MOVQ DX, roundState_retPC(R14)
	INCQ CX
	ADDQ $32, roundState_tinstr(R14)
	MOVL $const_fullMask, warp_exited(BX)
	MOVL $0, warp_active(BX)
	MOVB $const_wsDone, warp_state(BX)
	// slice's end of a warp: its counts, one live warp less, untouched where its turn did not
	// resume after a barrier exec ran.
	ADDQ CX, warp_count(BX)
	ADDQ CX, roundState_winstr(R14)
	MOVQ roundState_tinstr(R14), CX
	ADDQ CX, roundState_ctinstr(R14)
	MOVQ roundState_live(R14), DI
	DECQ (DI)
	MOVBLZX warp_straightResumed(BX), CX
	XORL $1, CX
	MOVB CX, warp_untouched(BX)
	MOVB $0, warp_straightResumed(BX)
	MOVB $1, roundState_ended(R14)
	MOVQ $-1, roundState_barPC(R14) // (fast counts barriers: none after a warp ended)
	JMP nextWarp

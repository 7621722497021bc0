// f64LanesAVX2 (f64lanes.go): one f64 operation on the 32 lanes of a warp, 4 lanes at a time,
// rounded as MXCSR's rounding field says for the duration of the call. Assembly functions are
// not preempted asynchronously, so the rounding mode set here cannot leak into other Go code:
// it is restored before the return. Each operation has its loop: the lanes of a in Y0, of b in
// Y1, of c in Y2, the result in Y0, stored to d. A group with a NaN result takes the H200's NaN
// in its NaN lanes (fixNAME): the operands' NaNs quietened, in the order of the reference
// (sim/fp: add, sub, mul prefer b, then a; div a, then b; fma a, then c, then b), else the
// default NaN.

#include "textflag.h"

DATA f64DefaultNaN<>+0(SB)/8, $0xfff8000000000000
GLOBL f64DefaultNaN<>(SB), RODATA|NOPTR, $8
DATA f64QuietBit<>+0(SB)/8, $0x0008000000000000
GLOBL f64QuietBit<>(SB), RODATA|NOPTR, $8

// func f64LanesAVX2(kind int, rc uint32, d, a, b, c *[32]uint64)
TEXT ·f64LanesAVX2(SB), NOSPLIT, $8-48
	MOVQ kind+0(FP), R10
	MOVL rc+8(FP), R11
	MOVQ d+16(FP), DI
	MOVQ a+24(FP), SI
	MOVQ b+32(FP), DX
	MOVQ c+40(FP), R9
	XORQ BX, BX
	VBROADCASTSD f64QuietBit<>(SB), Y5
	STMXCSR saved-4(SP)
	MOVL saved-4(SP), AX
	ANDL $~0x6000, AX
	ORL R11, AX
	MOVL AX, mode-8(SP)
	LDMXCSR mode-8(SP)
	CMPQ R10, $0
	JEQ add
	CMPQ R10, $1
	JEQ sub
	CMPQ R10, $2
	JEQ mul
	CMPQ R10, $3
	JEQ div
	CMPQ R10, $4
	JEQ sqrt
	JMP fma
add:
	VMOVUPD (SI)(BX*1), Y0
	VMOVUPD (DX)(BX*1), Y1
	VMOVUPD (R9)(BX*1), Y2
	VADDPD Y1, Y0, Y0
	VCMPPD $0x03, Y0, Y0, Y3 // UNORD_Q: a NaN
	VMOVMSKPD Y3, AX
	TESTQ AX, AX
	JNE fixadd
storeadd:
	VMOVUPD Y0, (DI)(BX*1)
	ADDQ $32, BX
	CMPQ BX, $256
	JLT add
	JMP done
fixadd:
	VBROADCASTSD f64DefaultNaN<>(SB), Y4
	VMOVUPD (SI)(BX*1), Y6
	VCMPPD $0x03, Y6, Y6, Y7
	VORPD Y5, Y6, Y6
	VBLENDVPD Y7, Y6, Y4, Y4
	VMOVUPD (DX)(BX*1), Y6
	VCMPPD $0x03, Y6, Y6, Y7
	VORPD Y5, Y6, Y6
	VBLENDVPD Y7, Y6, Y4, Y4
	VBLENDVPD Y3, Y4, Y0, Y0
	JMP storeadd
sub:
	VMOVUPD (SI)(BX*1), Y0
	VMOVUPD (DX)(BX*1), Y1
	VMOVUPD (R9)(BX*1), Y2
	VSUBPD Y1, Y0, Y0
	VCMPPD $0x03, Y0, Y0, Y3 // UNORD_Q: a NaN
	VMOVMSKPD Y3, AX
	TESTQ AX, AX
	JNE fixsub
storesub:
	VMOVUPD Y0, (DI)(BX*1)
	ADDQ $32, BX
	CMPQ BX, $256
	JLT sub
	JMP done
fixsub:
	VBROADCASTSD f64DefaultNaN<>(SB), Y4
	VMOVUPD (SI)(BX*1), Y6
	VCMPPD $0x03, Y6, Y6, Y7
	VORPD Y5, Y6, Y6
	VBLENDVPD Y7, Y6, Y4, Y4
	VMOVUPD (DX)(BX*1), Y6
	VCMPPD $0x03, Y6, Y6, Y7
	VORPD Y5, Y6, Y6
	VBLENDVPD Y7, Y6, Y4, Y4
	VBLENDVPD Y3, Y4, Y0, Y0
	JMP storesub
mul:
	VMOVUPD (SI)(BX*1), Y0
	VMOVUPD (DX)(BX*1), Y1
	VMOVUPD (R9)(BX*1), Y2
	VMULPD Y1, Y0, Y0
	VCMPPD $0x03, Y0, Y0, Y3 // UNORD_Q: a NaN
	VMOVMSKPD Y3, AX
	TESTQ AX, AX
	JNE fixmul
storemul:
	VMOVUPD Y0, (DI)(BX*1)
	ADDQ $32, BX
	CMPQ BX, $256
	JLT mul
	JMP done
fixmul:
	VBROADCASTSD f64DefaultNaN<>(SB), Y4
	VMOVUPD (SI)(BX*1), Y6
	VCMPPD $0x03, Y6, Y6, Y7
	VORPD Y5, Y6, Y6
	VBLENDVPD Y7, Y6, Y4, Y4
	VMOVUPD (DX)(BX*1), Y6
	VCMPPD $0x03, Y6, Y6, Y7
	VORPD Y5, Y6, Y6
	VBLENDVPD Y7, Y6, Y4, Y4
	VBLENDVPD Y3, Y4, Y0, Y0
	JMP storemul
div:
	VMOVUPD (SI)(BX*1), Y0
	VMOVUPD (DX)(BX*1), Y1
	VMOVUPD (R9)(BX*1), Y2
	VDIVPD Y1, Y0, Y0
	VCMPPD $0x03, Y0, Y0, Y3 // UNORD_Q: a NaN
	VMOVMSKPD Y3, AX
	TESTQ AX, AX
	JNE fixdiv
storediv:
	VMOVUPD Y0, (DI)(BX*1)
	ADDQ $32, BX
	CMPQ BX, $256
	JLT div
	JMP done
fixdiv:
	VBROADCASTSD f64DefaultNaN<>(SB), Y4
	VMOVUPD (DX)(BX*1), Y6
	VCMPPD $0x03, Y6, Y6, Y7
	VORPD Y5, Y6, Y6
	VBLENDVPD Y7, Y6, Y4, Y4
	VMOVUPD (SI)(BX*1), Y6
	VCMPPD $0x03, Y6, Y6, Y7
	VORPD Y5, Y6, Y6
	VBLENDVPD Y7, Y6, Y4, Y4
	VBLENDVPD Y3, Y4, Y0, Y0
	JMP storediv
sqrt:
	VMOVUPD (SI)(BX*1), Y0
	VMOVUPD (DX)(BX*1), Y1
	VMOVUPD (R9)(BX*1), Y2
	VSQRTPD Y0, Y0
	VCMPPD $0x03, Y0, Y0, Y3 // UNORD_Q: a NaN
	VMOVMSKPD Y3, AX
	TESTQ AX, AX
	JNE fixsqrt
storesqrt:
	VMOVUPD Y0, (DI)(BX*1)
	ADDQ $32, BX
	CMPQ BX, $256
	JLT sqrt
	JMP done
fixsqrt:
	VBROADCASTSD f64DefaultNaN<>(SB), Y4
	VMOVUPD (SI)(BX*1), Y6
	VCMPPD $0x03, Y6, Y6, Y7
	VORPD Y5, Y6, Y6
	VBLENDVPD Y7, Y6, Y4, Y4
	VBLENDVPD Y3, Y4, Y0, Y0
	JMP storesqrt
fma:
	VMOVUPD (SI)(BX*1), Y0
	VMOVUPD (DX)(BX*1), Y1
	VMOVUPD (R9)(BX*1), Y2
	VFMADD231PD Y1, Y0, Y2
	VMOVAPD Y2, Y0
	VCMPPD $0x03, Y0, Y0, Y3 // UNORD_Q: a NaN
	VMOVMSKPD Y3, AX
	TESTQ AX, AX
	JNE fixfma
storefma:
	VMOVUPD Y0, (DI)(BX*1)
	ADDQ $32, BX
	CMPQ BX, $256
	JLT fma
	JMP done
fixfma:
	VBROADCASTSD f64DefaultNaN<>(SB), Y4
	VMOVUPD (DX)(BX*1), Y6
	VCMPPD $0x03, Y6, Y6, Y7
	VORPD Y5, Y6, Y6
	VBLENDVPD Y7, Y6, Y4, Y4
	VMOVUPD (R9)(BX*1), Y6
	VCMPPD $0x03, Y6, Y6, Y7
	VORPD Y5, Y6, Y6
	VBLENDVPD Y7, Y6, Y4, Y4
	VMOVUPD (SI)(BX*1), Y6
	VCMPPD $0x03, Y6, Y6, Y7
	VORPD Y5, Y6, Y6
	VBLENDVPD Y7, Y6, Y4, Y4
	VBLENDVPD Y3, Y4, Y0, Y0
	JMP storefma
done:
	LDMXCSR saved-4(SP)
	VZEROUPPER
	RET
